import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { i18n, setLanguage } from '../i18n/i18n';
import { GovernorateAreaFields } from './governorate-area-fields';

function Pickers() {
  const [place, setPlace] = useState({ governorateId: '', areaId: '' });
  return (
    <GovernorateAreaFields governorateId={place.governorateId} areaId={place.areaId} onChange={setPlace} />
  );
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .filter((o) => !(o as HTMLOptionElement).disabled)
    .map((o) => o.textContent);

afterEach(async () => {
  await setLanguage('en', i18n);
});

describe('GovernorateAreaFields', () => {
  it('lists all 27 governorates, and the areas of the chosen one only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pickers />);
    const governorate = screen.getByLabelText(/^Governorate/);
    const area = screen.getByLabelText(/^Area/);
    expect(optionTexts(governorate)).toHaveLength(27);
    // Before a governorate is chosen (or without scripts) every area is listed under its governorate.
    expect(within(area).getAllByRole('group')).toHaveLength(27);

    await user.selectOptions(governorate, 'Giza');
    expect(within(area).queryAllByRole('group')).toHaveLength(0);
    expect(optionTexts(area)).toEqual(
      expect.arrayContaining(['Dokki', 'Mohandessin', '6th of October', 'Sheikh Zayed']),
    );
    expect(optionTexts(area)).not.toContain('Maadi');
    await user.selectOptions(area, 'Dokki');
    expect(area).toHaveValue('dokki');

    // Another governorate clears an area that is not in it.
    await user.selectOptions(governorate, 'Cairo');
    expect(area).toHaveValue('');
    expect(optionTexts(area)).toEqual(expect.arrayContaining(['Nasr City', 'Heliopolis', 'Maadi']));
  });

  it('is driven from the keyboard, and names everything in Arabic on an Arabic page', async () => {
    await setLanguage('ar', i18n);
    const user = userEvent.setup();
    renderWithProviders(<Pickers />);
    const governorate = screen.getByLabelText(/^المحافظة/);
    expect(governorate).toHaveAttribute('name', 'governorateId');
    await user.tab();
    expect(governorate).toHaveFocus();
    await user.selectOptions(governorate, 'الجيزة');
    const area = screen.getByLabelText(/^المنطقة/);
    expect(optionTexts(area)).toEqual(expect.arrayContaining(['الدقي', 'المهندسين', 'الشيخ زايد']));
    for (const text of [...optionTexts(governorate), ...optionTexts(area)])
      expect(text).not.toMatch(/[A-Za-z]/);
    await user.tab();
    expect(area).toHaveFocus();
  });

  it('picks the governorate of an area chosen first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pickers />);
    await user.selectOptions(screen.getByLabelText(/^Area/), 'Sheikh Zayed');
    expect(screen.getByLabelText(/^Governorate/)).toHaveValue('giza');
    expect(screen.getByLabelText(/^Area/)).toHaveValue('sheikh-zayed');
  });
});
