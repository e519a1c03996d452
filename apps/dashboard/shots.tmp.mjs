import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const base = 'http://127.0.0.1:5173';
const accounts = { A: 'admin@backoffice.test', P: 'partner@backoffice.test', M: 'merchant@backoffice.test', AP: 'adminpartner@backoffice.test' };
for (const [w,h] of [[1280,800],[390,844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.goto(base + '/login'); await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await page.screenshot({ path: `/tmp/shots/login-${w}.png` });
  await page.goto(base + '/register'); await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/register-${w}.png` });
  await ctx.close();
  for (const [role, email] of Object.entries(accounts)) {
    const c = await browser.newContext({ viewport: { width: w, height: h } });
    const p = await c.newPage();
    await p.goto(base + '/login');
    await p.locator('input[name=email]').fill(email); await p.locator('input[name=password]').fill('password123');
    await p.getByRole('button', { name: 'Login', exact: true }).click();
    await p.waitForURL(base + '/'); await p.waitForTimeout(2000);
    await p.screenshot({ path: `/tmp/shots/home-${role}-${w}.png`, fullPage: true });
    if (role === 'P') {
      await p.getByRole('button', { name: 'Buat Kode Referral' }).click();
      const d = p.getByRole('dialog'); await d.getByLabel('Kode Referral').fill('BUDI2026');
      await d.getByRole('button', { name: 'Simpan' }).click(); await p.waitForTimeout(1500);
      await p.screenshot({ path: `/tmp/shots/taken-${w}.png` });
      await p.keyboard.press('Escape');
    }
    if (role === 'A') { await p.goto(base + '/users'); await p.waitForTimeout(1200); await p.screenshot({ path: `/tmp/shots/users-A-${w}.png` }); }
    await c.close();
  }
}
await browser.close();
