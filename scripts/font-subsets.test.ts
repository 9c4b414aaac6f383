import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import subsetFont from 'subset-font';
import { afterAll, describe, expect, it } from 'vitest';
import { faces, inSubset, missingCharacters, subsetText, writeFontSubsets } from './font-subsets.ts';

const require = createRequire(import.meta.url);
const source = (file: string) => readFileSync(require.resolve(file));

describe('inSubset', () => {
  it.each([
    ['a', true],
    ['ä', true],
    ['Ö', true],
    ['å', true],
    ['µ', true],
    ['€', true],
    ['–', true],
    ['”', true],
    ['…', true],
    ['›', true],
    ['↓', true],
    ['\u00a0', true],
    ['\u00ad', false], // soft hyphen: not in Inter
    ['≥', false], // not in the source files
    ['š', false],
    ['μ', false], // Greek mu; the micro sign µ is in
    ['😀', false],
  ])('%j → %s', (character, expected) => {
    expect(inSubset(character.codePointAt(0)!)).toBe(expected);
  });
});

describe('missingCharacters', () => {
  it.each(faces.map((face) => [face.source]))('%s has a glyph for every character of the subset', async (file) => {
    const cut = await subsetFont(source(file), subsetText(), { targetFormat: 'truetype' });
    expect(missingCharacters(cut)).toEqual([]);
  });

  it('names the characters a font lacks', async () => {
    const cut = await subsetFont(source(faces[0].source), subsetText().replace(/[ä€]/g, ''), {
      targetFormat: 'truetype',
    });
    expect(missingCharacters(cut)).toEqual(['U+00E4 ä', 'U+20AC €']);
  });
});

describe('writeFontSubsets', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes each face smaller than its source, and leaves fresh files alone', async () => {
    await writeFontSubsets(folder);
    const written = faces.map((face) => statSync(path.join(folder, face.file)));
    faces.forEach((face, index) => {
      expect(written[index]!.size, face.file).toBeLessThan(statSync(require.resolve(face.source)).size);
    });
    await writeFontSubsets(folder);
    expect(faces.map((face) => statSync(path.join(folder, face.file)).mtimeMs)).toEqual(
      written.map((stat) => stat.mtimeMs),
    );
  });
});
