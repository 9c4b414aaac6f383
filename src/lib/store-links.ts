/** The parts of a store that a link needs (see src/content/schemas/store.ts). */
export interface LinkStore {
  domain: string;
  searchUrl: string;
  affiliate?: { network: string; deepLinkTemplate: string };
}

/** The parts of a product that a link needs. */
export interface LinkProduct {
  title: string;
  /** The shop's own page for the product, where known. */
  url?: string;
}

/** The shop address for a product: its page at the shop where known, otherwise the shop's search for its name. */
export function shopUrl(product: LinkProduct, store: LinkStore): string {
  if (product.url) return product.url;
  return store.searchUrl.replace('{query}', encodeURIComponent(product.title));
}

/**
 * The link a product card uses: the shop address wrapped in the store's affiliate deep link when the publisher has an
 * id at that network; otherwise the shop address itself.
 */
export function storeLink(
  product: LinkProduct,
  store: LinkStore,
  publisherIds: Readonly<Record<string, string>>,
): string {
  const target = shopUrl(product, store);
  const publisherId = store.affiliate ? publisherIds[store.affiliate.network] : undefined;
  if (!store.affiliate || !publisherId) return target;
  return store.affiliate.deepLinkTemplate
    .replace('{publisherId}', encodeURIComponent(publisherId))
    .replace('{url}', encodeURIComponent(target));
}
