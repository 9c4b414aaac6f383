// The affiliate networks (content/networks.yaml) and what a shop's tracking link needs: the network's template, the
// shop's programme id and the publisher's id at the network.
import { storeLink, type LinkPlace, type Tracking } from '../../lib/store-links.ts';
import { readTable } from '../data-files.server.ts';
import { cachedOnContent } from '../files.server.ts';
import { orThrow, type ContentProblem } from '../problems.ts';
import { networkSchema, type Network } from '../schemas/network.ts';
import type { Offer, Product } from '../schemas/product.ts';
import type { Store } from '../schemas/store.ts';
import { catalogue } from './products.server.ts';
import { shops } from './shops.server.ts';
import { buildSite } from './site.server.ts';

/** Reads content/networks.yaml: each network by its id. */
export const readNetworks = (root: string) => readTable(root, 'networks.yaml', networkSchema);

/** The networks by id; stops with the file's problems when it is invalid. */
export const networks = cachedOnContent((root) => {
  const { value, problems } = readNetworks(root);
  return orThrow(value, problems);
});

/** The environment variable that gives the publisher's id at a network for one build, e.g. AFFILIATE_AWIN_PUBLISHER. */
export const publisherVariable = (network: string) => `AFFILIATE_${network.toUpperCase().replace(/-/g, '_')}_PUBLISHER`;

/** The publisher's id at a network: the environment's for this build, else site.yaml's; undefined when neither has one. */
export function publisherId(
  network: string,
  configured: Readonly<Record<string, string>> = buildSite().affiliatePublisherIds,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | undefined {
  return env[publisherVariable(network)]?.trim() || configured[network];
}

/** What a shop's tracking link needs, when the shop has a programme and the publisher an id at its network. */
export function trackingFor(
  store: Pick<Store, 'affiliate'>,
  known: Readonly<Record<string, Network>> = networks(),
  publisherOf: (network: string) => string | undefined = (network) => publisherId(network),
): Tracking | undefined {
  const network = store.affiliate && known[store.affiliate.network];
  const publisher = store.affiliate && publisherOf(store.affiliate.network);
  if (!store.affiliate || !network || !publisher) return undefined;
  return { template: network.template, programme: store.affiliate.programme, publisher };
}

/** Every shop's network is in content/networks.yaml. */
export function shopNetworkProblems(
  shops: readonly Store[],
  known: Readonly<Record<string, Network>>,
): ContentProblem[] {
  return shops.flatMap((shop) =>
    shop.affiliate && !known[shop.affiliate.network]
      ? [
          {
            file: 'content/shops.yaml',
            entry: shop.id,
            field: 'affiliate.network',
            message: `verkostoa "${shop.affiliate.network}" ei ole tiedostossa content/networks.yaml (${Object.keys(known).join(', ')})`,
          },
        ]
      : [],
  );
}

/**
 * The link to an offer's shop: the network's tracking link where the shop has a programme and the publisher an id at
 * its network, carrying the click reference of `place` (the page and where on it the link is shown), else the product
 * page, else the shop's search (src/lib/store-links.ts). The one place store links are made: cards, tables, text and
 * the search index all use it.
 */
export function offerStoreLink(
  product: Pick<Product, 'id' | 'title'>,
  offer: Pick<Offer, 'store' | 'url'>,
  place: LinkPlace,
) {
  const store = shops().find((shop) => shop.id === offer.store);
  if (!store) throw new Error(`Tuotteen ${product.id} kauppaa "${offer.store}" ei ole (content/shops.yaml).`);
  return { store, ...storeLink({ title: product.title, url: offer.url }, store, place, trackingFor(store)) };
}

/**
 * The store links that earn nothing or cannot show the quoted price: shops without a network and the publisher's id
 * there, and offers without a product page (their link is the shop's search). For the build's log and content:report.
 */
export function storeLinkGaps() {
  const unlinkedShops = shops().filter((shop) => !trackingFor(shop));
  const offers = catalogue().flatMap((product) => product.offers.map((offer) => ({ product: product.id, offer })));
  const searchOffers = offers
    .filter(({ offer }) => !offer.url)
    .map(({ product, offer }) => `${product} (${offer.store})`);
  return {
    shops: shops().length,
    unlinkedShops: unlinkedShops.map((shop) => shop.id),
    offers: offers.length,
    searchOffers,
  };
}
