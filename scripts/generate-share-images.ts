// Writes the link-preview images (og:image) as PNG, because social sites do not show SVG:
// public/images/og/sivusto.png and one per hub (1200 × 630), and public/images/og/logo.png (512 × 512) for the
// publisher logo of the structured data. Drawn from the site's own artwork in Chromium. Run with `npm run artwork:og`.
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteSettings } from '../src/content/collections/site.server.ts';
import { shareImageHubs, shareImageSize } from '../src/lib/share-images.ts';
import { drawArtwork, hubArt } from './artwork.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'public', 'images', 'og');
mkdirSync(out, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'og-'));
const font = (file: string) => pathToFileURL(path.join(root, 'node_modules', '@fontsource', file)).href;
const logo = readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8');

const card = (art: string, label: string) => `<!doctype html><html lang="fi"><head><meta charset="utf-8"><style>
@font-face { font-family: Serif; font-weight: 700; src: url(${font('source-serif-4/files/source-serif-4-latin-700-normal.woff2')}); }
@font-face { font-family: Sans; font-weight: 600; src: url(${font('inter/files/inter-latin-600-normal.woff2')}); }
html, body { margin: 0; width: ${shareImageSize.width}px; height: ${shareImageSize.height}px; overflow: hidden; }
.art { position: absolute; inset: 0; }
.plate { position: absolute; left: 64px; bottom: 64px; display: flex; align-items: center; gap: 28px;
  padding: 28px 40px 28px 28px; background: #fffdf8; border-radius: 28px; box-shadow: 0 8px 30px rgba(0,0,0,.12); }
.plate svg { width: 112px; height: 112px; }
.name { font: 700 64px/1 Serif; color: #1d2a24; }
.label { margin-top: 14px; font: 600 30px/1 Sans; color: #1f5a45; }
</style></head><body><div class="art">${art}</div><div class="plate">${logo}<div><div class="name">${siteSettings().name}</div>
<div class="label">${label}</div></div></div></body></html>`;

const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: shareImageSize, deviceScaleFactor: 1 });

const images = [
  { key: 'sivusto', art: { motif: 'leaf', palette: 'green' } as const, label: 'Vertailut ja arvostelut' },
  ...shareImageHubs.map((hub) => ({ key: hub.id, art: hubArt[hub.id]!, label: hub.label })),
];
for (const image of images) {
  const svg = drawArtwork({ id: `og-${image.key}`, ...image.art, ...shareImageSize });
  const file = path.join(work, `${image.key}.html`);
  writeFileSync(file, card(svg, image.label));
  await page.goto(pathToFileURL(file).href);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(out, `${image.key}.png`) });
}

await page.setViewportSize({ width: 512, height: 512 });
await page.setContent(
  `<style>html,body{margin:0;background:#1f5a45}svg{width:512px;height:512px;display:block}</style>${logo}`,
);
await page.screenshot({ path: path.join(out, 'logo.png') });
await browser.close();
rmSync(work, { recursive: true, force: true });
console.log(`Jakokuvat: ${images.length} + logo → public/images/og/`);
