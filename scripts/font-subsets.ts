// The site's fonts, cut to the characters Finnish pages use (issue #23, item 2).
//
// @fontsource's "latin" files cover every Latin-script language of Western Europe plus a block of symbols; a Finnish
// page needs far less. The subsets below keep Basic Latin, Latin-1 (ä, ö, å, é, µ, °, ×, ÷, ©), typographic punctuation
// (dashes, quotes, ellipsis, ›), the euro sign, ™, the sort arrows and the minus sign. The source files have nothing
// more to give: š, ž, ≈, ≤ and ≥ are not in @fontsource's latin files (write "vähintään", not "≥"), and a cut that
// lacks a character of this list stops the build. The built site is checked against this set (e2e/budgets.server.spec.ts): a character a page
// uses that the subset lacks fails with the page and the character, so the set grows with the content.
//
// The cut files are made, not kept: the Vite plugin below writes them into node_modules/.cache on the first build or
// dev start after a clone (about a second) and src/styles/fonts.css reads them through the `@fonts` alias.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as harfbuzz from 'harfbuzzjs';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { fallbackFontFaces, readFontsCss } from './font-fallbacks.ts';

/** Inclusive code point ranges of the subset. */
export const subsetRanges: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xac], // Latin-1: no-break space, ¢ £ § © « ¬
  [0xae, 0xff], // Latin-1 (without the soft hyphen): ® ° ² µ · » ä ö å é × ÷
  [0x2009, 0x2009], // thin space
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2191, 0x2191], // ↑
  [0x2193, 0x2193], // ↓
  [0x2212, 0x2212], // − (minus)
];

/** Whether a code point is in the subset. */
export function inSubset(codePoint: number): boolean {
  return subsetRanges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** Every character of the subset, as the text a subsetter keeps. */
export function subsetText(): string {
  let text = '';
  for (const [first, last] of subsetRanges) {
    for (let codePoint = first; codePoint <= last; codePoint += 1) text += String.fromCodePoint(codePoint);
  }
  return text;
}

/** The faces the site uses: the file each is cut from, and the name of the cut file. */
export const faces = [
  { source: '@fontsource/inter/files/inter-latin-400-normal.woff2', file: 'inter-400.woff2' },
  { source: '@fontsource/inter/files/inter-latin-600-normal.woff2', file: 'inter-600.woff2' },
  {
    source: '@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2',
    file: 'source-serif-4-700.woff2',
  },
] as const;

/** The characters of the subset that a TrueType font has no glyph for, as "U+2265 ≥". */
export function missingCharacters(trueType: Uint8Array): string[] {
  const data = trueType.buffer.slice(trueType.byteOffset, trueType.byteOffset + trueType.byteLength) as ArrayBuffer;
  const has = new Set(new harfbuzz.Face(new harfbuzz.Blob(data)).collectUnicodes());
  return [...subsetText()]
    .filter((character) => !has.has(character.codePointAt(0)!))
    .map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} ${character}`);
}

/**
 * Writes the cut fonts into `folder`, unless the files there were cut from the same sources with the same ranges (a
 * stamp file holds the hash of both), so a dev server or build after the first costs a file read.
 */
export async function writeFontSubsets(folder: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const sources = faces.map((face) => readFileSync(require.resolve(face.source)));
  const hash = createHash('sha256').update(JSON.stringify(subsetRanges));
  for (const source of sources) hash.update(source);
  const stamp = hash.digest('hex');
  const stampFile = path.join(folder, 'stamp');
  const fresh =
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp &&
    faces.every((face) => existsSync(path.join(folder, face.file)));
  if (fresh) return;
  mkdirSync(folder, { recursive: true });
  const text = subsetText();
  await Promise.all(
    faces.map(async (face, index) => {
      const font = sources[index]!;
      const lacking = missingCharacters(await subsetFont(font, text, { targetFormat: 'truetype' }));
      if (lacking.length > 0) {
        throw new Error(`${face.source} has no glyph for ${lacking.join(', ')}: take them out of subsetRanges`);
      }
      writeAtomically(path.join(folder, face.file), await subsetFont(font, text, { targetFormat: 'woff2' }));
    }),
  );
  writeAtomically(stampFile, stamp);
}

/**
 * Writes a file whole or not at all: `npm test` runs the production and the development build side by side, and on a
 * fresh clone both cut the fonts; a build must never read a file that the other is halfway through writing.
 */
function writeAtomically(file: string, data: string | Uint8Array) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** Where the cut fonts are written: a cache, rebuilt from node_modules when missing or stale. */
export const fontFolder = path.resolve(import.meta.dirname, '../node_modules/.cache/hyvinvointivertailu-fonts');

/** Cuts the fonts before anything resolves them, and points the `@fonts` alias at the folder. */
export function fontSubsets(): Plugin {
  return {
    name: 'hyvinvointi:font-subsets',
    async config() {
      await writeFontSubsets(fontFolder);
      // The web fonts' metric-matched fallbacks (scripts/font-fallbacks.ts), which entry.server.tsx inlines beside them.
      writeAtomically(path.join(fontFolder, 'fallbacks.css'), await fallbackFontFaces(readFontsCss(), fontFolder));
      return { resolve: { alias: { '@fonts': fontFolder } } };
    },
  };
}
