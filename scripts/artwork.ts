/**
 * The site's own artwork: calm, flat illustrations drawn from a motif per topic and varied per image by a hash of its
 * id, so every article and product category has a picture of its own without hotlinking anyone's photos.
 */

/** The motifs, one per kind of subject. */
export type Motif =
  | 'capsule'
  | 'moon'
  | 'watch'
  | 'drop'
  | 'kettlebell'
  | 'flask'
  | 'sun'
  | 'lamp'
  | 'leaf'
  | 'shoe'
  | 'scale'
  | 'heart'
  | 'star';

/** A palette: background, soft shape, main motif colour, accent. */
interface Palette {
  background: string;
  soft: string;
  main: string;
  accent: string;
}

const palettes: Record<string, Palette> = {
  green: { background: '#e5efe9', soft: '#cfe0d6', main: '#1f5a45', accent: '#a94f22' },
  night: { background: '#1f2f45', soft: '#2c4263', main: '#f0d9b5', accent: '#9fb8d9' },
  sand: { background: '#f4ebdd', soft: '#e8d8bf', main: '#8a4b20', accent: '#1f5a45' },
  rose: { background: '#f6e7e4', soft: '#ecd0ca', main: '#9b3d3a', accent: '#1f5a45' },
  sky: { background: '#e3eef6', soft: '#c9dcec', main: '#1d4e73', accent: '#a94f22' },
  red: { background: '#f7e3dc', soft: '#f0c8ba', main: '#b3261e', accent: '#5c1a14' },
  sun: { background: '#fbf1d6', soft: '#f5e2a8', main: '#b7791f', accent: '#1f5a45' },
};

/** A small, stable hash of a string (FNV-1a). */
/** The seven segments of a display digit, in a 22 × 40 box: a top, b upper right, c lower right, d bottom, e lower
 * left, f upper left, g middle. Each is a rectangle [x, y, width, height], 6 units thick. */
const segments: Record<string, [number, number, number, number]> = {
  a: [3, 0, 16, 6],
  b: [16, 3, 6, 17],
  c: [16, 20, 6, 17],
  d: [3, 34, 16, 6],
  e: [0, 20, 6, 17],
  f: [0, 3, 6, 17],
  g: [3, 17, 16, 6],
};
const digitSegments: Record<string, string> = { '2': 'abged', '4': 'fgbc', '7': 'abc' };

/**
 * The smart scale's reading "72,4" as seven-segment shapes, centred on the display (x 0, y -95…-55). Drawn as paths,
 * not SVG text: text in an image is set in whatever font the viewer's machine has, so the picture would differ from
 * machine to machine.
 */
const displayDigits = (() => {
  const rect = (x: number, y: number, w: number, h: number) => `M${x} ${y}h${w}v${h}h${-w}z`;
  const parts: string[] = [];
  let x = -44;
  for (const char of '72,4') {
    if (char === ',') {
      parts.push(rect(x + 1, -61, 5, 10));
      x += 10;
      continue;
    }
    for (const segment of digitSegments[char]!) {
      const [sx, sy, w, h] = segments[segment]!;
      parts.push(rect(x + sx, -95 + sy, w, h));
    }
    x += 29;
  }
  return parts.join('');
})();

export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0)!;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function motifShapes(motif: Motif, p: Palette): string {
  switch (motif) {
    case 'capsule':
      return `<g transform="rotate(-35)"><rect x="-150" y="-55" width="300" height="110" rx="55" fill="${p.main}"/><rect x="0" y="-55" width="150" height="110" rx="55" fill="${p.accent}"/><rect x="0" y="-55" width="40" height="110" fill="${p.accent}"/><rect x="-120" y="-35" width="90" height="18" rx="9" fill="#ffffff" opacity=".35"/></g>`;
    case 'moon':
      return `<path d="M40-150a150 150 0 1 0 110 250A120 120 0 1 1 40-150z" fill="${p.main}"/><circle cx="140" cy="-110" r="10" fill="${p.accent}"/><circle cx="180" cy="-30" r="6" fill="${p.accent}"/>`;
    case 'watch':
      return `<rect x="-55" y="-210" width="110" height="420" rx="40" fill="${p.soft}"/><circle r="120" fill="${p.main}"/><circle r="96" fill="#ffffff"/><path d="M-70 10h40l20-45 30 85 22-55h28" fill="none" stroke="${p.accent}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'drop':
      return `<path d="M0-170C60-90 110-30 110 40a110 110 0 0 1-220 0c0-70 50-130 110-210z" fill="${p.main}"/><path d="M-50 40a50 50 0 0 0 50 50" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity=".5"/>`;
    case 'kettlebell':
      return `<path d="M-70-60a70 70 0 0 1 140 0" fill="none" stroke="${p.main}" stroke-width="34"/><circle cy="50" r="130" fill="${p.main}"/><rect x="-60" y="20" width="120" height="22" rx="11" fill="${p.accent}"/>`;
    case 'flask':
      return `<path d="M-40-170h80v110l90 160a40 40 0 0 1-35 60h-190a40 40 0 0 1-35-60l90-160z" fill="${p.main}"/><path d="M-95 90h190l25 45a20 20 0 0 1-18 30h-204a20 20 0 0 1-18-30z" fill="${p.accent}"/><rect x="-55" y="-185" width="110" height="26" rx="10" fill="${p.main}"/>`;
    case 'sun':
      return `<g stroke="${p.main}" stroke-width="16" stroke-linecap="round">${Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `<line x1="${(Math.cos(a) * 150).toFixed(1)}" y1="${(Math.sin(a) * 150).toFixed(1)}" x2="${(Math.cos(a) * 200).toFixed(1)}" y2="${(Math.sin(a) * 200).toFixed(1)}"/>`;
      }).join('')}</g><circle r="115" fill="${p.main}"/><circle r="70" fill="${p.accent}" opacity=".5"/>`;
    case 'lamp':
      return `<rect x="-130" y="-170" width="260" height="300" rx="26" fill="${p.main}"/><rect x="-105" y="-145" width="210" height="250" rx="16" fill="#fff8e1"/><rect x="-20" y="130" width="40" height="50" fill="${p.accent}"/><rect x="-90" y="175" width="180" height="24" rx="12" fill="${p.accent}"/>`;
    case 'leaf':
      return `<path d="M-140 140C-140-40-20-160 160-170c0 200-120 310-300 310z" fill="${p.main}"/><path d="M-120 120L90-110" stroke="${p.background}" stroke-width="12" stroke-linecap="round"/>`;
    case 'shoe':
      return `<path d="M-200 60c40-10 70-60 90-120 60 30 120 60 200 70 70 10 110 40 110 80v20h-400z" fill="${p.main}"/><rect x="-200" y="110" width="400" height="30" rx="15" fill="${p.accent}"/>`;
    case 'scale':
      return `<rect x="-170" y="-150" width="340" height="320" rx="60" fill="${p.main}"/><rect x="-90" y="-110" width="180" height="70" rx="16" fill="#ffffff"/><path d="${displayDigits}" fill="${p.main}"/>`;
    case 'heart':
      return `<path d="M0 150C-160 40-190-40-150-100c40-60 120-50 150 10 30-60 110-70 150-10 40 60 10 140-150 250z" fill="${p.main}"/><path d="M-130-10h70l25-50 40 110 30-60h95" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'star':
      return `<path d="M0-180l48 110 120 10-92 78 28 118L0 72l-104 64 28-118-92-78 120-10z" fill="${p.main}"/>`;
  }
}

/** Draws one illustration. `id` varies the composition; the motif and palette say what it is about. */
export function drawArtwork({
  id,
  motif,
  palette,
  width,
  height,
  companion,
}: {
  id: string;
  motif: Motif;
  palette: keyof typeof palettes;
  width: number;
  height: number;
  /** A smaller second motif, drawn beside the main one in wide images. */
  companion?: Motif;
}): string {
  const p = palettes[palette]!;
  const h = hash(id);
  const wide = width > height * 1.3;
  const side = wide ? [0.34, 0.66][h % 2]! : 0.5;
  const cx = Math.round(width * (side + (((h >> 3) % 11) - 5) / 100));
  const cy = Math.round(height * (0.5 + (((h >> 5) % 9) - 4) / 100));
  const scale = (Math.min(width, height) / 600) * (wide ? 1.45 : 1) * (0.85 + ((h >> 8) % 20) / 100);
  const second =
    wide && companion
      ? `<g transform="translate(${Math.round(width * (1 - side))} ${Math.round(height * 0.42)}) scale(${(scale * 0.45).toFixed(3)}) rotate(${((h >> 12) % 41) - 20})" opacity=".9">${motifShapes(companion, p)}</g>`
      : '';
  const blobs = Array.from({ length: 3 }, (_, i) => {
    const v = hash(`${id}:${i}`);
    const x = Math.round(((v % 1000) / 1000) * width);
    const y = Math.round((((v >> 10) % 1000) / 1000) * height);
    const r = Math.round(Math.min(width, height) * (0.12 + ((v >> 20) % 18) / 100));
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.soft}" opacity="${(0.5 + i * 0.15).toFixed(2)}"/>`;
  }).join('');
  const dots = Array.from({ length: 5 }, (_, i) => {
    const v = hash(`${id}/${i}`);
    return `<circle cx="${Math.round(((v % 997) / 997) * width)}" cy="${Math.round((((v >> 11) % 991) / 991) * height)}" r="${6 + (v % 8)}" fill="${p.accent}" opacity=".35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${p.background}"/>${blobs}${dots}${second}<g transform="translate(${cx} ${cy}) scale(${scale.toFixed(3)})">${motifShapes(motif, p)}</g></svg>\n`;
}

/** Second motifs that vary the article images of one hub. */
export const companions: Motif[] = ['star', 'leaf', 'heart', 'drop', 'sun', 'capsule', 'moon'];

/** The motif and palette of each hub, for article images. */
export const hubArt: Record<string, { motif: Motif; palette: keyof typeof palettes }> = {
  lisaravinteet: { motif: 'capsule', palette: 'green' },
  liikunta: { motif: 'kettlebell', palette: 'sand' },
  terveysteknologia: { motif: 'watch', palette: 'sky' },
  kauneus: { motif: 'drop', palette: 'rose' },
  uni: { motif: 'moon', palette: 'night' },
};

/** Articles whose subject has a motif of its own. */
export const articleArt: Record<string, { motif: Motif; palette: keyof typeof palettes }> = {
  punavalo: { motif: 'sun', palette: 'red' },
  punavalolaitteet: { motif: 'sun', palette: 'red' },
  kirkasvalo: { motif: 'lamp', palette: 'sun' },
  kirkasvalolamppu: { motif: 'lamp', palette: 'sun' },
  laboratoriotesti: { motif: 'flask', palette: 'sky' },
  'epigeneettiset-ikatestit': { motif: 'flask', palette: 'green' },
  alyvaaka: { motif: 'scale', palette: 'sky' },
  'alyvaaka-kokemuksia': { motif: 'scale', palette: 'green' },
  verenpainemittarit: { motif: 'heart', palette: 'rose' },
  paljasjalkakengat: { motif: 'shoe', palette: 'sand' },
  luonnonkosmetiikka: { motif: 'leaf', palette: 'green' },
  'luonnonkosmetiikan-kasvovoiteet': { motif: 'leaf', palette: 'rose' },
  deodorantti: { motif: 'leaf', palette: 'sand' },
  shampoo: { motif: 'leaf', palette: 'sky' },
  superfoodit: { motif: 'leaf', palette: 'green' },
  superfood: { motif: 'leaf', palette: 'sand' },
  lahjaideat: { motif: 'star', palette: 'sun' },
  aurinkovoide: { motif: 'sun', palette: 'sun' },
};

/** The motif and palette of each product category (file name = category slug). */
export const categoryArt: Record<string, { motif: Motif; palette: keyof typeof palettes }> = {
  laboratoriotestit: { motif: 'flask', palette: 'sky' },
  'luonnonkosmetiikan-deodorantit': { motif: 'leaf', palette: 'sand' },
  'luonnonkosmetiikan-shampoot': { motif: 'leaf', palette: 'sky' },
  alyvaaat: { motif: 'scale', palette: 'sky' },
  lihashuoltovasarat: { motif: 'kettlebell', palette: 'rose' },
  paljasjalkakengat: { motif: 'shoe', palette: 'sand' },
  kauneus: { motif: 'drop', palette: 'rose' },
  alykellot: { motif: 'watch', palette: 'sky' },
  mikroneulain: { motif: 'drop', palette: 'sky' },
  lisaravinteet: { motif: 'capsule', palette: 'green' },
  verenpainemittarit: { motif: 'heart', palette: 'rose' },
  superfoodit: { motif: 'leaf', palette: 'green' },
  uni: { motif: 'moon', palette: 'night' },
  elektrolyytit: { motif: 'drop', palette: 'sky' },
  kollageenivalmisteet: { motif: 'capsule', palette: 'rose' },
  punavalo: { motif: 'sun', palette: 'red' },
  'lisaravinteet-50': { motif: 'capsule', palette: 'sand' },
  kreatiini: { motif: 'capsule', palette: 'sky' },
  kirkasvalolamput: { motif: 'lamp', palette: 'sun' },
  kotitreenivalineet: { motif: 'kettlebell', palette: 'sand' },
  proteiinijauheet: { motif: 'capsule', palette: 'sand' },
};
