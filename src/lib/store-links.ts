/** The attributes of every link to a shop: a new tab, marked as advertising. */
export const sponsoredLink = { target: '_blank', rel: 'sponsored noopener noreferrer' } as const;

/** What a screen reader hears after a shop link's own text: where it goes, that it is advertising, and the new tab. */
export const sponsoredLinkNote = '(mainoslinkki verkkokauppaan, avautuu uuteen välilehteen)';

/** The parts of a store that a link needs (see src/content/schemas/store.ts). */
export interface LinkStore {
  domain: string;
  searchUrl: string;
}

/** The parts of a product that a link needs. */
export interface LinkProduct {
  title: string;
  /** The shop's own page for the product, where known (from a feed row matched to it, or read by an editor). */
  url?: string;
}

/** What a tracking link needs: the network's template, the shop's programme id and the publisher's id. */
export interface Tracking {
  template: string;
  programme: string;
  publisher: string;
}

/**
 * Where on its page a store link is shown, the second half of its click reference: a product card (`kortti`: its
 * button, title, picture and other shops), a table (`taulukko`: the summary and recommendation tables), the text
 * (`teksti`: a product section's heading and picture in an article), the strip of product pictures (`kuva`), a
 * review's shop button (`painike`), and search (`haku`: the search page and the header's suggestions, which share one
 * index).
 */
export type Placement = 'kortti' | 'taulukko' | 'teksti' | 'kuva' | 'painike' | 'haku';

/** Where a store link is: the page's path in the route registry (the canonical one) and the place on it. */
export interface LinkPlace {
  page: string;
  placement: Placement;
}

/**
 * The longest click reference: Awin's click reference report shows the first 50 characters (its wiki), Tradedoubler's
 * EPI takes 64 and Adtraction's 128; TradeTracker's limit was not found (docs/affiliate.md).
 */
export const clickRefMaxLength = 50;

/**
 * A page's name in a click reference: the last part of its path in lower-case ASCII letters, digits and hyphens
 * ("/paras-lisäravinne-50-vuotiaille" → "paras-lisaravinne-50-vuotiaille"), "etusivu" for the front page.
 */
export function pageRefName(path: string): string {
  const slug = path.split('/').filter(Boolean).at(-1);
  if (!slug) return 'etusivu';
  return slug
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The click reference a tracking link carries, "page.placement" (e.g. "paras-kreatiini.taulukko"): the network
 * reports it beside the clicks and sales. The page's name is shortened so the whole stays within
 * `clickRefMaxLength`; the placement is always whole.
 */
export function clickRef({ page, placement }: LinkPlace): string {
  const name = pageRefName(page)
    .slice(0, clickRefMaxLength - placement.length - 1)
    .replace(/-+$/, '');
  return `${name}.${placement}`;
}

/** How a store link leads to the shop: through a network, straight to the product page, or to the shop's search. */
export type LinkKind = 'tracking' | 'product-page' | 'search';

/** The shop address for a product: its page at the shop where known, otherwise the shop's search for its name. */
export function shopUrl(product: LinkProduct, store: LinkStore): string {
  if (product.url) return product.url;
  return store.searchUrl.replace('{query}', encodeURIComponent(product.title));
}

/** The placeholders of a network's template (src/content/schemas/network.ts). */
export const templatePlaceholders = ['programme', 'publisher', 'url', 'ref'] as const;

/** A network's tracking link around a shop address, with its click reference; every value is encoded, so no address
 * can break out of it. */
export function trackingLink({ template, programme, publisher }: Tracking, target: string, ref: string): string {
  const values: Record<(typeof templatePlaceholders)[number], string> = { programme, publisher, url: target, ref };
  return template.replace(/\{(programme|publisher|url|ref)\}/g, (_match, key: keyof typeof values) =>
    encodeURIComponent(values[key]),
  );
}

/**
 * A store link and what kind it is: the network's tracking link around the shop address, with the click reference of
 * where it is shown, where the shop has a programme and the publisher an id at its network; otherwise the shop address
 * itself (the product page where known, the shop's search for the product's name where not), which carries no
 * reference.
 */
export function storeLink(
  product: LinkProduct,
  store: LinkStore,
  place: LinkPlace,
  tracking?: Tracking,
): { href: string; kind: LinkKind } {
  const target = shopUrl(product, store);
  if (tracking) return { href: trackingLink(tracking, target, clickRef(place)), kind: 'tracking' };
  return { href: target, kind: product.url ? 'product-page' : 'search' };
}
