import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawArtwork } from './artwork.ts';

const images = path.resolve(import.meta.dirname, '..', 'public', 'images');
const svgFiles = readdirSync(images, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.svg'));

// Text in an SVG image is set in whatever font the viewer's machine has (an <img> cannot use the page's fonts), so a
// picture with text looks different on every machine, and so do the screenshots of every page that shows it.
describe('artwork draws no text', () => {
  it('finds the site artwork', () => {
    expect(svgFiles).toEqual(expect.arrayContaining(['categories/alyvaaat.svg', 'articles/alyvaaka.svg']));
  });

  it('no SVG under public/images sets text', () => {
    const withText = svgFiles.filter((file) =>
      /<text\b|font-family|font-size/.test(readFileSync(path.join(images, file), 'utf8')),
    );
    expect(withText).toEqual([]);
  });

  it('the smart scale shows its reading as shapes', () => {
    const svg = drawArtwork({
      id: 'x',
      motif: 'scale',
      palette: 'sky',
      width: 800,
      height: 800,
    });
    expect(svg).toContain('<path d="M');
    expect(svg).not.toContain('<text');
  });
});
