import { expect, type Page } from '@playwright/test';

/** Picks the first installment plan whose name matches `plan` in the checkout's plan picker. */
export async function choosePlan(page: Page, group: string, plan: RegExp): Promise<void> {
  const picker = page.getByRole('group', { name: group }).getByRole('combobox');
  const option = picker.getByRole('option', { name: plan }).first();
  await expect(option).toBeAttached();
  await picker.selectOption((await option.getAttribute('value')) ?? '');
}
