import { chromium } from '@playwright/test';
const base = process.env.WEB_URL ?? 'http://127.0.0.1:3410';
const pages = (process.env.PAGES ?? '/it,/it/ricette/primi-piatti/risotto-piselli-e-menta,/it/contatti').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `/work/scratch/shots/${width}${p.replace(/[/?=&]/g, '_')}.png`;
    await page.screenshot({ path: name });
    console.log(width, p, await page.title(), errors.length ? `errors: ${errors.join(' | ')}` : 'no console errors');
  }
  await context.close();
}
await browser.close();
