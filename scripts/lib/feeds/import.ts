// `npm run offers:import`: reads every configured feed, matches its rows to the catalogue and writes the matched
// offers' price, availability, product page and checked day into content/products/*.yaml. Each feed is read and
// checked whole before any of it is written: a bad feed changes nothing and is reported, and the other feeds land.
import { createReadStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse } from 'yaml';
import { readCatalogueFiles } from '../../../src/content/collections/products.server.ts';
import { ContentError, entryName, parseWithSchema } from '../../../src/content/problems.ts';
import type { Feed } from '../../../src/content/schemas/feed.ts';
import { productSchema } from '../../../src/content/schemas/product.ts';
import type { Store } from '../../../src/content/schemas/store.ts';
import { readCsvFeed } from './csv.ts';
import { readGmcFeed } from './gmc.ts';
import { offerMatcher, type HeldPrice, type OfferUpdate, type PlacedProduct } from './offers.ts';
import { daysBetween, priceDate, type DatedOffer } from '../../../src/lib/offer-prices.ts';
import { FeedError, gmcFields, peek } from './rows.ts';
import { writeOffers } from './write.ts';

export interface ImportOptions {
  /** The project's root: file sources are read from it. */
  root: string;
  feeds: readonly Feed[];
  shops: readonly Store[];
  /** The catalogue's folder (content/products). */
  catalogueDir: string;
  /** The day the prices were checked, yyyy-mm-dd. */
  today: string;
  /** An offer whose price is older than this many days is listed as not refreshed. */
  staleDays: number;
  env: Readonly<Record<string, string | undefined>>;
  /** Write the files (false: report only). */
  write: boolean;
  /** How long a feed's address may take to answer, in milliseconds. */
  timeout?: number;
  /** A price that moves more than this many times up or down is held for an editor (`defaultPriceFactor`). */
  maxPriceFactor?: number;
  /** Products whose held price an editor lets through. */
  accept?: readonly string[];
}

/** What one feed did: its rows, the offers it changed or held, or why it could not be used (then nothing of it). */
export interface FeedReport {
  feed: string;
  rows: number;
  /** Rows that matched a catalogue product. */
  matched: number;
  changes: string[];
  unchanged: number;
  held: HeldPrice[];
  notFound: string[];
  error?: string;
}

/** The catalogue's products where they are written; an invalid catalogue stops the import. */
export function placedProducts(catalogueDir: string): { placed: PlacedProduct[]; sources: Map<string, string> } {
  const placed: PlacedProduct[] = [];
  const sources = new Map<string, string>();
  for (const file of readCatalogueFiles(catalogueDir)) {
    sources.set(file.file, readFileSync(path.join(catalogueDir, path.basename(file.file)), 'utf8'));
    if (file.problems.length > 0) throw new ContentError(file.problems);
    file.products.forEach((value, index) => {
      const result = parseWithSchema(productSchema, value, { file: file.file, entry: entryName(value, index) });
      if (!result.data) throw new ContentError(result.problems);
      placed.push({ file: file.file, index, product: result.data });
    });
  }
  return { placed, sources };
}

/** The feed's stream: an https address (with `{NAME}` from the environment) or a file under the project's root. */
export async function open(feed: Feed, options: Pick<ImportOptions, 'root' | 'env' | 'timeout'>): Promise<Readable> {
  const source = feed.source.replace(/\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = options.env[name];
    if (!value)
      throw new FeedError(feed.id, `ympäristömuuttuja ${name} puuttuu (syötteen osoite tarvitsee sen)`, {
        field: 'source',
      });
    return encodeURIComponent(value);
  });
  if (/^https?:\/\//.test(source)) {
    let response: Response;
    try {
      response = await fetch(source, { signal: AbortSignal.timeout(options.timeout ?? 120_000) });
    } catch (error) {
      throw new FeedError(
        feed.id,
        `osoite ei vastannut (${(error as Error).name === 'TimeoutError' ? 'aikakatkaisu' : (error as Error).message})`,
      );
    }
    if (!response.ok || !response.body)
      throw new FeedError(feed.id, `osoite vastasi ${response.status} ${response.statusText}`);
    // fetch itself undoes a `Content-Encoding: gzip`; a feed file that is gzip (feed.xml.gz) is recognised by its bytes.
    return gunzipped(feed, Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  }
  const file = path.resolve(options.root, source);
  if (!existsSync(file)) throw new FeedError(feed.id, `tiedostoa ${source} ei ole`, { field: 'source' });
  return gunzipped(feed, createReadStream(file));
}

/** The stream, unpacked when it starts with gzip's magic bytes (1f 8b); a broken archive is the feed's error. */
async function gunzipped(feed: Feed, stream: Readable): Promise<Readable> {
  const { first, rest } = await peek(stream);
  if (typeof first === 'string' || first[0] !== 0x1f || first[1] !== 0x8b) return rest;
  const unpacked = pipeline(rest, createGunzip(), () => undefined);
  async function* checked() {
    try {
      for await (const chunk of unpacked) yield chunk as Buffer;
    } catch (error) {
      throw new FeedError(feed.id, `gzip-pakattu syöte ei aukea (${(error as Error).message})`);
    }
  }
  return Readable.from(checked(), { objectMode: false });
}

/** Reads one feed against the catalogue and plans its offers. */
async function readFeed(feed: Feed, placed: readonly PlacedProduct[], options: ImportOptions) {
  const shop = options.shops.find((candidate) => candidate.id === feed.shop);
  if (!shop)
    throw new FeedError(feed.id, `kauppaa "${feed.shop}" ei ole tiedostossa content/shops.yaml`, { field: 'shop' });
  // The shop's host serves https when its search page there is an https address (the schema asks https of it).
  const https = new URL(shop.searchUrl.replace('{query}', '')).hostname === shop.domain;
  const fields =
    feed.format === 'gmc' ? gmcFields : { ...feed.columns, currency: feed.columns?.currency ?? feed.columns?.price };
  const matcher = offerMatcher({ feed: feed.id, shop: shop.id, domain: shop.domain, https, fields }, placed, {
    today: options.today,
    ...(options.maxPriceFactor ? { maxPriceFactor: options.maxPriceFactor } : {}),
    ...(options.accept ? { accept: options.accept } : {}),
  });
  const stream = await open(feed, options);
  let matched = 0;
  const add = (row: Parameters<typeof matcher.add>[0]) => {
    if (matcher.add(row)) matched++;
  };
  const rows =
    feed.format === 'gmc'
      ? await readGmcFeed(feed.id, stream, add)
      : await readCsvFeed(feed.id, stream, feed.columns!, add, feed.delimiter);
  return { rows, matched, ...matcher.plan() };
}

/** The offers whose price was checked (or entered) more than `days` days before `today`, as "product (shop, day)". */
function staleOffers(texts: ReadonlyMap<string, string>, today: string, days: number): string[] {
  return [...texts.values()].flatMap((text) =>
    (parse(text) as { id: string; offers: (DatedOffer & { store: string })[] }[]).flatMap((product) =>
      product.offers.flatMap((offer) => {
        const dated = priceDate(offer);
        return dated && daysBetween(dated.date, today) > days ? [`${product.id} (${offer.store}, ${dated.date})`] : [];
      }),
    ),
  );
}

/**
 * Imports every feed. A feed that cannot be used (a FeedError) is reported with its reason and changes nothing; the
 * others are written. An invalid catalogue stops the whole import.
 */
export async function importOffers(options: ImportOptions) {
  const { placed, sources } = placedProducts(options.catalogueDir);
  const reports: FeedReport[] = [];
  const planned: { feed: Feed; updates: OfferUpdate[] }[] = [];
  for (const feed of options.feeds) {
    let read: Awaited<ReturnType<typeof readFeed>>;
    try {
      read = await readFeed(feed, placed, options);
    } catch (error) {
      if (!(error instanceof FeedError)) throw error;
      reports.push({
        feed: feed.id,
        rows: 0,
        matched: 0,
        changes: [],
        unchanged: 0,
        held: [],
        notFound: [],
        error: error.message,
      });
      continue;
    }
    const { rows, matched, updates, held, notFound } = read;
    planned.push({ feed, updates });
    const changed = updates.filter((update) => update.changes.length > 0);
    reports.push({
      feed: feed.id,
      rows,
      matched,
      changes: changed.map((update) => `${update.productId} (${feed.shop}): ${update.changes.join(', ')}`),
      unchanged: updates.length - changed.length,
      held,
      notFound,
    });
  }
  let texts = new Map(sources);
  for (const { feed, updates } of planned) {
    const written = await writeOffers(texts, updates, () => feed.shop);
    texts = new Map([...texts, ...written]);
  }
  const changedFiles = [...texts].filter(([file, text]) => sources.get(file) !== text).map(([file]) => file);
  if (options.write)
    for (const file of changedFiles)
      writeFileSync(path.join(options.catalogueDir, path.basename(file)), texts.get(file)!);
  return { reports, changedFiles, stale: staleOffers(texts, options.today, options.staleDays) };
}
