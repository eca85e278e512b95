import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expect, test } from './fixtures.js';
import { type Lang, logIn, registerShopper } from './shopper.js';

// The whole reset journey, reading the link from the .eml file the server writes to
// DATA_DIR/outbox (no SMTP_URL is set for the server under test). English with scripts, Arabic
// without any: both forms are plain posts to their route's action.

const outboxDir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

const TEXT = {
  en: {
    forgot: 'Forgot password?',
    email: 'Email',
    send: 'Send the link',
    sent: /If an account uses/,
    subject: 'Reset your Kahraba password',
    newPassword: 'New password',
    confirm: 'Confirm password',
    save: 'Save the new password',
    done: /Your password has been changed/,
    spent: /has expired or has already been used/,
  },
  ar: {
    forgot: 'نسيت كلمة المرور؟',
    email: 'البريد الإلكتروني',
    send: 'إرسال الرابط',
    sent: /إذا كان هناك حساب يستخدم/,
    subject: 'إعادة تعيين كلمة المرور في كهربا',
    newPassword: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور',
    save: 'حفظ كلمة المرور الجديدة',
    done: /تم تغيير كلمة المرور/,
    spent: /انتهت صلاحية رابط إعادة تعيين كلمة المرور/,
  },
} as const;

/** A form field by its label, which carries a "*" when the field is required. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

/** The message mailed to `email`, parsed, once the outbox worker has written it. */
async function mailTo(email: string) {
  let found: Awaited<ReturnType<typeof simpleParser>> | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outboxDir).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith('.eml'))) {
          const raw = await readFile(path.join(outboxDir, file));
          if (!raw.includes(`To: ${email}`)) continue;
          found = await simpleParser(raw);
          return true;
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

for (const [lang, scripts] of [
  ['en', true],
  ['ar', false],
] as [Lang, boolean][]) {
  test(`a shopper resets a forgotten password from the e-mailed link (${lang}, scripts ${scripts ? 'on' : 'off'})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const text = TEXT[lang];
    const shopper = await registerShopper(
      request,
      lang === 'ar' ? 'منى حسن' : 'Mona Hassan',
      `reset-${lang}`,
    );
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: scripts,
      locale: lang === 'ar' ? 'ar-EG' : 'en-US',
    });
    const page = await context.newPage();
    const prefix = lang === 'ar' ? '/ar' : '';

    await page.goto(`${prefix}/login`);
    await page.getByRole('link', { name: text.forgot }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/forgot-password$`));
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await field(page, text.email).fill(shopper.email);
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.sent)).toBeVisible();

    const mail = await mailTo(shopper.email);
    expect(mail.subject).toBe(text.subject);
    expect(mail.html).toContain(`lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeDefined();
    const target = new URL(link!);
    expect(target.pathname).toBe(`${prefix}/reset-password`);

    // The link's origin is PUBLIC_URL's (unset here); the journey goes on at the server under test.
    const resetPage = `${target.pathname}${target.search}`;
    await page.goto(resetPage);
    await field(page, text.newPassword).fill('Brand-new#2026');
    await field(page, text.confirm).fill('Brand-new#2026');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.done)).toBeVisible();

    // The old password and the session it made are over; the new one signs in.
    expect(
      (await request.get('/api/user/me', { headers: { authorization: `Bearer ${shopper.token}` } })).status(),
    ).toBe(401);
    const old = await request.post('/api/auth/login', {
      data: { email: shopper.email, password: shopper.password },
    });
    expect(old.status()).toBe(401);
    await logIn(request, { email: shopper.email, password: 'Brand-new#2026' });

    // The link works once.
    await page.goto(resetPage);
    await field(page, text.newPassword).fill('Another#2026');
    await field(page, text.confirm).fill('Another#2026');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('alert')).toHaveText(text.spent);
    await context.close();
  });
}
