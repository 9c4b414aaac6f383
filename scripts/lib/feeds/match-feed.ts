// One feed read for `npm run offers:match`: its rows against the shop's catalogue products (match.ts), and the pairs an
// editor confirmed written into the catalogue's YAML (write.ts). Nothing is written without a confirmed pair.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Feed } from '../../../src/content/schemas/feed.ts';
import type { Store } from '../../../src/content/schemas/store.ts';
import { readCsvFeed } from './csv.ts';
import { readGmcFeed } from './gmc.ts';
import { open, placedProducts } from './import.ts';
import { confirmedWrite, matchReport, parsePair, type MatchReport, type MatchRow } from './match.ts';
import { productPage } from './offers.ts';
import { FeedError, type FeedRow } from './rows.ts';
import { writeIdentifiers, type PlacedIdentifierWrite } from './write.ts';

export interface MatchOptions {
  /** The project's root: a feed that is a file is read from it. */
  root: string;
  feed: Feed;
  shops: readonly Store[];
  /** The catalogue's folder (content/products). */
  catalogueDir: string;
  /** The day a GTIN read from the feed's product page is dated, yyyy-mm-dd. */
  today: string;
  env: Readonly<Record<string, string | undefined>>;
  /** The editor's confirmed pairs, "product-id=row-id". */
  confirm: readonly string[];
  timeout?: number;
}

/** What the feed and the catalogue make of each other, the pairs written and the pairs that could not be. */
export interface MatchResult {
  rows: number;
  report: MatchReport;
  written: PlacedIdentifierWrite[];
  problems: string[];
  changedFiles: string[];
}

/** Reads the feed, suggests pairs, and writes the confirmed ones. A feed that cannot be read throws its FeedError. */
export async function matchFeed(options: MatchOptions): Promise<MatchResult> {
  const { feed } = options;
  const shop = options.shops.find((candidate) => candidate.id === feed.shop);
  if (!shop)
    throw new FeedError(feed.id, `kauppaa "${feed.shop}" ei ole tiedostossa content/shops.yaml`, { field: 'shop' });
  const https = new URL(shop.searchUrl.replace('{query}', '')).hostname === shop.domain;
  const { placed, sources } = placedProducts(options.catalogueDir);
  const rows: (MatchRow & { url?: string })[] = [];
  const keep = (row: FeedRow) =>
    rows.push({
      id: row.id,
      ...(row.title ? { title: row.title } : {}),
      ...(row.gtin ? { gtin: row.gtin } : {}),
      ...(row.url ? { url: row.url } : {}),
      ...(row.groupId ? { groupId: row.groupId } : {}),
    });
  const stream = await open(feed, options);
  const count =
    feed.format === 'gmc'
      ? await readGmcFeed(feed.id, stream, keep)
      : await readCsvFeed(feed.id, stream, feed.columns!, keep, feed.delimiter);

  // The shop's products: those with an offer at it, as the importer refreshes them.
  const own = placed.flatMap((entry) => {
    const offerIndex = entry.product.offers.findIndex((offer) => offer.store === shop.id);
    return offerIndex < 0 ? [] : [{ ...entry, offerIndex }];
  });
  const report = matchReport(
    own.map(({ product, offerIndex }) => ({
      id: product.id,
      title: product.title,
      brand: product.brand,
      description: product.description,
      ...(product.gtin ? { gtin: product.gtin } : {}),
      ...(product.offers[offerIndex]!.shopProductId
        ? { shopProductId: product.offers[offerIndex]!.shopProductId }
        : {}),
    })),
    rows,
  );

  const written: PlacedIdentifierWrite[] = [];
  const problems: string[] = [];
  for (const text of options.confirm) {
    const pair = parsePair(text);
    if (!pair) {
      problems.push(`«${text}»: kirjoita pari muodossa tuote-id=rivin-tunnus`);
      continue;
    }
    const entry = placed.find((candidate) => candidate.product.id === pair.productId);
    const offerIndex = entry ? entry.product.offers.findIndex((offer) => offer.store === shop.id) : -1;
    const row = rows.find((candidate) => candidate.id === pair.rowId);
    const page = row?.url === undefined ? undefined : productPage(row.url, { domain: shop.domain, https });
    const result = confirmedWrite(
      pair,
      entry && {
        id: entry.product.id,
        title: entry.product.title,
        brand: entry.product.brand,
        ...(entry.product.gtin ? { gtin: entry.product.gtin } : {}),
        hasOffer: offerIndex >= 0,
      },
      row && { ...row, ...(page && 'url' in page ? { page: page.url } : {}) },
      options.today,
    );
    if ('problem' in result) problems.push(result.problem);
    else written.push({ ...result, file: entry!.file, productIndex: entry!.index, offerIndex });
  }
  const texts = await writeIdentifiers(sources, written);
  for (const [file, text] of texts) writeFileSync(path.join(options.catalogueDir, path.basename(file)), text);
  return { rows: count, report, written, problems, changedFiles: [...texts.keys()] };
}
