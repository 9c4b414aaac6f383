// Metric-matched fallback faces (issue 52, item 4; docs/decisions/011-metric-matched-font-fallbacks.md): for each web
// font of src/styles/fonts.css and each local font it falls back to (src/styles/font-fallbacks.ts), an @font-face of
// the local font with `size-adjust` and ascent, descent and line gap overrides, so that text set in it takes the room
// the web font will take and nothing moves when the web font arrives. The computation is fontaine's and next/font's;
// the web fonts' metrics are read from the cut files the site serves, the local fonts' from @capsizecss/metrics (Arial,
// Times New Roman) and from DejaVu's own files (dejavu-fonts-ttf).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fromFile } from '@capsizecss/unpack/fs';
import { fallbackFamily, fallbackFonts, type LocalFont, type WebFamily } from '../src/styles/font-fallbacks.ts';

/** The metrics the overrides are computed from, in font units (as @capsizecss/metrics and /unpack give them). */
export interface FontMetrics {
  ascent: number;
  /** Negative: below the baseline. */
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** The average width of a letter, weighted by how often each occurs in running text. */
  xWidthAvg: number;
}

/** One weight of a local font: the names `local()` finds it by (full name, PostScript name) and its metrics. */
interface LocalFace {
  names: readonly string[];
  /** A module of @capsizecss/metrics, or a font file, resolved from node_modules. */
  metrics: { capsize: string } | { file: string };
}

/**
 * Where each local font is found. Liberation and Arimo have Arial's widths, Tinos Times New Roman's, so they share
 * their numbers. A web face of weight 600 or more falls back to the bold.
 */
export const localFaces: Record<LocalFont, { regular: LocalFace; bold: LocalFace }> = {
  Arial: {
    regular: {
      names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
      metrics: { capsize: 'arial' },
    },
    bold: {
      names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
      metrics: { capsize: 'arial/700' },
    },
  },
  'DejaVu Sans': {
    regular: { names: ['DejaVu Sans', 'DejaVuSans'], metrics: { file: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf' } },
    bold: {
      names: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
      metrics: { file: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' },
    },
  },
  'Times New Roman': {
    regular: {
      names: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'],
      metrics: { capsize: 'timesNewRoman' },
    },
    bold: {
      names: [
        'Times New Roman Bold',
        'TimesNewRomanPS-BoldMT',
        'Liberation Serif Bold',
        'LiberationSerif-Bold',
        'Tinos Bold',
        'Tinos-Bold',
      ],
      metrics: { capsize: 'timesNewRoman/700' },
    },
  },
  'DejaVu Serif': {
    regular: { names: ['DejaVu Serif', 'DejaVuSerif'], metrics: { file: 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf' } },
    bold: {
      names: ['DejaVu Serif Bold', 'DejaVuSerif-Bold'],
      metrics: { file: 'dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf' },
    },
  },
};

/** The descriptors that make `local` take the room `web` takes: the local font scaled to the web font's widths, with
 * the web font's ascent, descent and line gap (as fractions of the scaled em). */
export function fallbackOverrides(web: FontMetrics, local: FontMetrics) {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const em = web.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: web.ascent / em,
    descentOverride: Math.abs(web.descent) / em,
    lineGapOverride: web.lineGap / em,
  };
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** One fallback @font-face rule. */
export function fallbackFontFace(
  family: string,
  weight: number,
  names: readonly string[],
  overrides: ReturnType<typeof fallbackOverrides>,
) {
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    '  font-style: normal;',
    `  font-weight: ${weight};`,
    `  src: ${names.map((name) => `local('${name}')`).join(', ')};`,
    `  size-adjust: ${percent(overrides.sizeAdjust)};`,
    `  ascent-override: ${percent(overrides.ascentOverride)};`,
    `  descent-override: ${percent(overrides.descentOverride)};`,
    `  line-gap-override: ${percent(overrides.lineGapOverride)};`,
    '}',
  ].join('\n');
}

/** The web faces of a stylesheet's @font-face rules: family, weight and the `@fonts/` file. */
export function webFaces(css: string) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, rule]) => {
    const family = /font-family:\s*'([^']+)'/.exec(rule!)?.[1];
    const weight = /font-weight:\s*(\d+)/.exec(rule!)?.[1];
    const file = /url\('@fonts\/([^']+)'\)/.exec(rule!)?.[1];
    if (!family || !weight || !file)
      throw new Error(`an @font-face rule without family, weight or @fonts/ file:${rule}`);
    if (!(family in fallbackFonts)) throw new Error(`${family} has no fallback fonts in src/styles/font-fallbacks.ts`);
    return { family: family as WebFamily, weight: Number(weight), file };
  });
}

async function localMetrics({ metrics }: LocalFace): Promise<FontMetrics> {
  const require = createRequire(import.meta.url);
  if ('file' in metrics) return fromFile(require.resolve(metrics.file));
  return ((await import(`@capsizecss/metrics/${metrics.capsize}`)) as { default: FontMetrics }).default;
}

/** The fallback @font-face rules of every face of `fontsCss`, whose `@fonts/` files are in `fontFolder`. */
export async function fallbackFontFaces(fontsCss: string, fontFolder: string): Promise<string> {
  // Each font file is read once, however many faces use it.
  const read = new Map<LocalFace, Promise<FontMetrics>>();
  const metricsOf = (face: LocalFace) => read.get(face) ?? read.set(face, localMetrics(face)).get(face)!;
  const rules = await Promise.all(
    webFaces(fontsCss).map(async ({ family, weight, file }) => {
      const web = await fromFile(path.join(fontFolder, file));
      const faces = fallbackFonts[family].map(async (local) => {
        const face = localFaces[local][weight >= 600 ? 'bold' : 'regular'];
        const overrides = fallbackOverrides(web, await metricsOf(face));
        return fallbackFontFace(fallbackFamily(family, local), weight, face.names, overrides);
      });
      return (await Promise.all(faces)).join('\n');
    }),
  );
  return `${rules.join('\n')}\n`;
}

/** src/styles/fonts.css, the web faces. */
export const fontsCssFile = path.resolve(import.meta.dirname, '../src/styles/fonts.css');

export const readFontsCss = () => readFileSync(fontsCssFile, 'utf8');
