import { chromium } from '@playwright/test';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({
  viewport: { width: Number(process.env.W ?? 390), height: Number(process.env.H ?? 844) },
});
if (process.env.LOGIN) {
  const r = await context.request.post('http://127.0.0.1:3998/api/auth/login', {
    data: { email: 'shopper@kahraba.eg', password: 'Shopper#2026' },
  });
  console.log('login', r.status());
}
const page = await context.newPage();
for (const [name, path, sel] of process.argv.slice(2).map((a) => a.split('|'))) {
  await page.goto('http://127.0.0.1:3998' + path, { waitUntil: 'networkidle' });
  if (sel) await page.locator(sel).first().click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/prof/${name}.png`, fullPage: false });
}
await browser.close();
