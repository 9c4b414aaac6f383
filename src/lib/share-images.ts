import type { ShareImage } from '~/lib/head';

/** The size of the link-preview images: the 1.91:1 that Open Graph and Twitter cards show whole. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** The hubs that have a preview image of their own, with the label drawn on it. */
export const shareImageHubs = [
  { id: 'lisaravinteet', label: 'Lisäravinteet' },
  { id: 'liikunta', label: 'Liikunta' },
  { id: 'terveysteknologia', label: 'Terveysteknologia' },
  { id: 'kauneus', label: 'Kauneus' },
  { id: 'uni', label: 'Uni ja palautuminen' },
] as const;

/** The publisher logo of the structured data (a square PNG). */
export const publisherLogoPath = '/images/og/logo.png';

/** The preview image of a page: its hub's image (public/images/og/<hub>.png), else the site's own. */
export function shareImageFor(hub?: string): ShareImage {
  const known = shareImageHubs.find((item) => item.id === hub);
  return {
    path: `/images/og/${known ? known.id : 'sivusto'}.png`,
    ...shareImageSize,
    alt: known ? `Hyvinvointivertailu: ${known.label}` : 'Hyvinvointivertailu: vertailut ja arvostelut',
  };
}
