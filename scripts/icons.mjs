// Renders apps/web/public/favicon.svg to the PNG icons browsers and phones ask for (run from the repository root after
// changing the mark: node scripts/icons.mjs). Uses the Chromium the browser tests use.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
const svg = readFileSync('apps/web/public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, size] of [
  ['favicon-32.png', 32],
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({
    path: `apps/web/public/${name}`,
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  await page.close();
}
await browser.close();
