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

/** How a store link leads to the shop: through a network, straight to the product page, or to the shop's search. */
export type LinkKind = 'tracking' | 'product-page' | 'search';

/** The shop address for a product: its page at the shop where known, otherwise the shop's search for its name. */
export function shopUrl(product: LinkProduct, store: LinkStore): string {
  if (product.url) return product.url;
  return store.searchUrl.replace('{query}', encodeURIComponent(product.title));
}

/** A network's tracking link around a shop address; every value is encoded, so no address can break out of it. */
export const trackingLink = ({ template, programme, publisher }: Tracking, target: string) =>
  template
    .replace('{programme}', encodeURIComponent(programme))
    .replace('{publisher}', encodeURIComponent(publisher))
    .replace('{url}', encodeURIComponent(target));

/**
 * The link a product card uses and what kind it is: the network's tracking link around the shop address where the
 * shop has a programme and the publisher an id at its network; otherwise the shop address itself (the product page
 * where known, the shop's search for the product's name where not).
 */
export function storeLink(
  product: LinkProduct,
  store: LinkStore,
  tracking?: Tracking,
): { href: string; kind: LinkKind } {
  const target = shopUrl(product, store);
  if (tracking) return { href: trackingLink(tracking, target), kind: 'tracking' };
  return { href: target, kind: product.url ? 'product-page' : 'search' };
}
