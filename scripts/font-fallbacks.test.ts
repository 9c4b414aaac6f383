import { describe, expect, it } from 'vitest';
import { fallbackFonts, fontStack } from '../src/styles/font-fallbacks';
import {
  fallbackFontFace,
  fallbackFontFaces,
  fallbackOverrides,
  readFontsCss,
  webFaces,
  type FontMetrics,
} from './font-fallbacks';
import { fontFolder } from './font-subsets';

// Metrics as @capsizecss/metrics publishes them.
const inter: FontMetrics = { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 978 };
const arial: FontMetrics = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };
const square: FontMetrics = { ascent: 800, descent: -200, lineGap: 100, unitsPerEm: 1000, xWidthAvg: 500 };

describe('fallbackOverrides', () => {
  it.each([
    {
      case: "Inter on Arial: next/font's and fontaine's published numbers",
      web: inter,
      local: arial,
      expected: { sizeAdjust: 1.0712, ascentOverride: 0.9044, descentOverride: 0.2252, lineGapOverride: 0 },
    },
    {
      case: 'the same metrics: no scaling, the web font’s vertical metrics per em',
      web: square,
      local: square,
      expected: { sizeAdjust: 1, ascentOverride: 0.8, descentOverride: 0.2, lineGapOverride: 0.1 },
    },
    {
      case: 'a local font twice as wide is drawn at half size, so the overrides double',
      web: square,
      local: { ...square, xWidthAvg: 1000 },
      expected: { sizeAdjust: 0.5, ascentOverride: 1.6, descentOverride: 0.4, lineGapOverride: 0.2 },
    },
    {
      case: 'widths compare per em, whatever each font’s units',
      web: square,
      local: { ...square, unitsPerEm: 2000, xWidthAvg: 1000 },
      expected: { sizeAdjust: 1, ascentOverride: 0.8, descentOverride: 0.2, lineGapOverride: 0.1 },
    },
  ])('$case', ({ web, local, expected }) => {
    const overrides = fallbackOverrides(web, local);
    for (const [key, value] of Object.entries(expected)) {
      expect(overrides[key as keyof typeof overrides], key).toBeCloseTo(value, 4);
    }
  });
});

describe('fallbackFontFace', () => {
  it('writes the local names in order and the overrides as percentages', () => {
    const css = fallbackFontFace('Inter fallback Arial', 400, ['Arial', 'ArialMT'], fallbackOverrides(inter, arial));
    expect(css).toBe(
      [
        '@font-face {',
        "  font-family: 'Inter fallback Arial';",
        '  font-style: normal;',
        '  font-weight: 400;',
        "  src: local('Arial'), local('ArialMT');",
        '  size-adjust: 107.12%;',
        '  ascent-override: 90.44%;',
        '  descent-override: 22.52%;',
        '  line-gap-override: 0.00%;',
        '}',
      ].join('\n'),
    );
  });
});

describe('webFaces', () => {
  it('reads family, weight and file of every rule of src/styles/fonts.css', () => {
    expect(webFaces(readFontsCss())).toEqual([
      { family: 'Inter', weight: 400, file: 'inter-400.woff2' },
      { family: 'Inter', weight: 600, file: 'inter-600.woff2' },
      { family: 'Source Serif 4', weight: 700, file: 'source-serif-4-700.woff2' },
    ]);
  });

  it.each([
    {
      case: 'a rule without an @fonts/ file',
      css: "@font-face { font-family: 'Inter'; font-weight: 400; src: local('Inter'); }",
      error: /without family, weight or @fonts\/ file/,
    },
    {
      case: 'a family without fallback fonts',
      css: "@font-face { font-family: 'Lora'; font-weight: 400; src: url('@fonts/lora.woff2'); }",
      error: /Lora has no fallback fonts/,
    },
  ])('refuses $case', ({ css, error }) => {
    expect(() => webFaces(css)).toThrow(error);
  });
});

describe('fallbackFontFaces', () => {
  it('gives every web face one metric-matched face per local font, at the web face’s weight', async () => {
    const css = await fallbackFontFaces(readFontsCss(), fontFolder);
    const faces = [...css.matchAll(/font-family: '([^']+)';\n {2}font-style: normal;\n {2}font-weight: (\d+);/g)].map(
      ([, family, weight]) => `${family} ${weight}`,
    );
    expect(faces).toEqual([
      'Inter fallback Arial 400',
      'Inter fallback DejaVu Sans 400',
      'Inter fallback Arial 600',
      'Inter fallback DejaVu Sans 600',
      'Source Serif 4 fallback Times New Roman 700',
      'Source Serif 4 fallback DejaVu Serif 700',
    ]);
    // The cut Inter has the metrics the published table has, so its face on Arial is next/font's.
    expect(css).toContain("src: local('Arial'), local('ArialMT')");
    expect(css.split('\n@font-face')[0]).toContain('size-adjust: 107.12%;');
  });
});

describe('fontStack', () => {
  it('puts each local fallback right after the web font, before the generic families', () => {
    expect(fontStack('Inter', 'sans-serif')).toBe(
      "'Inter', 'Inter fallback Arial', 'Inter fallback DejaVu Sans', sans-serif",
    );
    expect(Object.keys(fallbackFonts)).toEqual(['Inter', 'Source Serif 4']);
  });
});
