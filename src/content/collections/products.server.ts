// Build-time only: the product catalogue, one YAML file per group of products under content/products/, found by
// listing the folder. Loaders, the build's content check, scripts and tests read the catalogue through here.
import path from 'node:path';
import { cachedOnContent, filesOf } from '../files.server.ts';
import { readYamlFile, type YamlFile } from '../markdown.server.ts';
import { entryName, orThrow, parseWithSchema, type ContentProblem } from '../problems.ts';
import { productSchema, type Product } from '../schemas/product.ts';
import type { Store } from '../schemas/store.ts';
import { offerPrice, priceDate, type PriceClock } from '../../lib/offer-prices.ts';
import { priceWord } from '../rules/curation.ts';
import { deviceSpecs, specKeys } from '../device-specs.ts';
import { specsTyped } from '../rules/spec-claims.ts';
import { offerPageMismatches } from '../rules/offer-pages.ts';
import { inOfferWorld, offerWorld } from './offer-world.server.ts';
import { priceClock } from './site.server.ts';

/** One catalogue file: its entries as written and the line of any field. */
export interface CatalogueFile extends Omit<YamlFile, 'data'> {
  /** The file's list of products; [] when the file is not a list. */
  products: unknown[];
}

/** Reads every `*.yaml` file of a catalogue folder (content/products by default), in name order. */
export function readCatalogueFiles(dir = path.resolve(process.cwd(), 'content/products')): CatalogueFile[] {
  return filesOf(path.dirname(dir), 'products', '.yaml', dir).map(({ file, source }) => {
    const { data, ...rest } = readYamlFile(file, source);
    const problems = [...rest.problems];
    if (data !== undefined && !Array.isArray(data))
      problems.push({ file, line: 1, entry: file, field: '(tiedosto)', message: 'tiedosto on luettelo tuotteita' });
    return { ...rest, problems, products: Array.isArray(data) ? data : [] };
  });
}

/** Where a field of a file's entry is, for messages. */
const placeOf = (file: CatalogueFile, value: unknown, index: number) => ({
  file: file.file,
  entry: entryName(value, index),
  lineOf: (fieldPath: readonly PropertyKey[]) => file.lineOf([index, ...fieldPath]),
});

/** The catalogue's files, read once and again when a content file changes (the dev server keeps running). */
export const catalogueFiles = cachedOnContent((root) => readCatalogueFiles(path.join(root, 'products')));

/** The catalogue as its files have it. */
const catalogueAsWritten = cachedOnContent(() => productsOf(catalogueFiles()));

/** The catalogue last shown, and the world it was shown in. */
let shown: { written: readonly Product[]; world: string; products: readonly Product[] } | undefined;

/**
 * Every product of the catalogue, in file order; an invalid entry stops whoever asks, with its file and line. Under
 * the test suite (SITE_OFFERS), each product's offers are the suite's world's (offer-world.server.ts).
 */
export function catalogue(): readonly Product[] {
  const written = catalogueAsWritten();
  const world = process.env.SITE_OFFERS?.trim() ?? '';
  if (shown?.written !== written || shown.world !== world) {
    const offers = offerWorld();
    shown = { written, world, products: offers ? inOfferWorld(written, offers) : written };
  }
  return shown.products;
}

/** The products of the files, in file order; an invalid entry stops with every problem, so none is dropped quietly. */
export function productsOf(files: readonly CatalogueFile[]): readonly Product[] {
  const { products, problems } = checkCatalogue(files);
  return orThrow([...products.values()], problems);
}

/** What a catalogue check needs to know beyond the files. */
export interface CatalogueContext {
  /** The shops offers may name; without them the shops are not checked. */
  stores?: readonly Store[];
  /** Reports a site image ("/images/…") that public/ does not have. */
  checkImage?: (file: string, entry: string, field: string, image: string | undefined, line?: number) => void;
}

/** An offer's problems: its shop twice, a shop content/shops.yaml does not have, a page on another domain. */
function offerProblems(product: Product, at: ReturnType<typeof placeOf>, stores?: readonly Store[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const problem = (index: number, key: string, message: string) =>
    problems.push({
      file: at.file,
      line: at.lineOf(['offers', index, key]),
      entry: product.id,
      field: `offers.${index}.${key}`,
      message,
    });
  const shops = new Set<string>();
  product.offers.forEach((offer, index) => {
    if (shops.has(offer.store)) problem(index, 'store', `kauppa ${offer.store} on jo tuotteen tarjouksissa`);
    shops.add(offer.store);
    const store = stores?.find((candidate) => candidate.id === offer.store);
    if (stores && !store) problem(index, 'store', `kauppaa "${offer.store}" ei ole tiedostossa content/shops.yaml`);
    if (store && offer.url && new URL(offer.url).hostname !== store.domain)
      problem(index, 'url', `osoitteen pitää olla kaupan verkkotunnuksessa ${store.domain}`);
  });
  return problems;
}

/** Product pages that do not show they belong to their product (src/content/rules/offer-pages.ts), where written. */
function pageProblems(products: readonly Product[], placed: ReadonlyMap<string, ReturnType<typeof placeOf>>) {
  const offers = products.flatMap((product) =>
    product.offers.flatMap((offer, index) =>
      offer.url ? [{ product, store: offer.store, url: offer.url, shopProductId: offer.shopProductId, index }] : [],
    ),
  );
  return offerPageMismatches(offers, products).map(({ offer, message }): ContentProblem => {
    const at = placed.get(offer.product.id)!;
    return {
      file: at.file,
      line: at.lineOf(['offers', offer.index, 'url']),
      entry: offer.product.id,
      field: `offers.${offer.index}.url`,
      message,
    };
  });
}

/**
 * A card's line that calls the product cheap ("Edullinen aloitusmalli"): the card shows the shop's dated price beside it,
 * and the next refresh can make the word false. The table and `:pricerank` say where the price stands.
 */
function priceWordProblems(product: Product, at: ReturnType<typeof placeOf>): ContentProblem[] {
  const lines = [
    ...product.description.map((text, index) => ({ text, path: ['description', index] as const })),
    ...(product.highlights ?? []).map((text, index) => ({ text, path: ['highlights', index] as const })),
  ];
  return lines.flatMap(({ text, path }) => {
    const word = priceWord(text);
    return word
      ? [
          {
            file: at.file,
            line: at.lineOf(path),
            entry: product.id,
            field: path.join('.'),
            message: `"${text}" sanoo "${word}", mutta hinta muuttuu kaupoissa: kerro, mitä tuotteessa on (koko, ominaisuus, käyttö); hinnan näyttää kortti päivättynä`,
          },
        ]
      : [];
  });
}

/**
 * A card line that states a spec the catalogue already holds with its source: the card shows the spec from `specs`
 * (`specLines`), so a second copy in `description` could only fall behind it.
 */
function specCopyProblems(product: Product, at: ReturnType<typeof placeOf>): ContentProblem[] {
  const held = specKeys.filter((key) => product.specs?.[key] !== undefined);
  return specsTyped(product.description, held).map(({ index, line, key, words }) => ({
    file: at.file,
    line: at.lineOf(['description', index]),
    entry: product.id,
    field: `description.${index}`,
    message: `"${line}" kertoo tiedon ${deviceSpecs[key].heading.toLowerCase()} ("${words}"), joka on kirjattu lähteineen kohtaan specs.${key}: kortti näyttää sen sieltä, joten poista se tältä riviltä`,
  }));
}

/**
 * Checks the catalogue's files: every entry against the schema, an id once in the whole catalogue (a second shop is
 * an offer), every offer's shop, that each product page belongs to its product, and the images. Returns the valid products by id with the problems.
 */
export function checkCatalogue(files: readonly CatalogueFile[], context: CatalogueContext = {}) {
  const problems: ContentProblem[] = files.flatMap((file) => [...file.problems]);
  const products = new Map<string, Product>();
  const placed = new Map<string, ReturnType<typeof placeOf>>();
  for (const file of files)
    file.products.forEach((value, index) => {
      const at = placeOf(file, value, index);
      const result = parseWithSchema(productSchema, value, at);
      problems.push(...result.problems);
      const product = result.data;
      if (!product) return;
      if (products.has(product.id))
        problems.push({
          file: file.file,
          line: at.lineOf(['id']),
          entry: product.id,
          field: 'id',
          message: 'sama tuote on jo luettelossa (lisää kauppa sen offers-listaan)',
        });
      products.set(product.id, product);
      if (Boolean(product.gtin) !== Boolean(product.gtinSource))
        problems.push({
          file: file.file,
          line: at.lineOf([product.gtin ? 'gtin' : 'gtinSource']),
          entry: product.id,
          field: product.gtin ? 'gtinSource' : 'gtin',
          message: product.gtin
            ? 'GTIN tarvitsee lähteen: gtinSource { source, checkedAt }, sivu jolta numero luettiin, ja päivä'
            : 'gtinSource ilman GTIN-numeroa',
        });
      placed.set(product.id, at);
      problems.push(
        ...priceWordProblems(product, at),
        ...specCopyProblems(product, at),
        ...offerProblems(product, at, context.stores),
      );
      context.checkImage?.(file.file, product.id, 'image', product.image, at.lineOf(['image']));
    });
  problems.push(...pageProblems([...products.values()], placed));
  return { products, problems };
}

/**
 * The catalogue's prices against the build's day, for the build's log and content:report: how many were checked at the
 * shops, which were entered without a check, which are older than the limit (not shown: the card sends the reader to
 * the shop) and which offers have no price. Each as "product (shop, day)".
 */
export function priceAges(clock: PriceClock = priceClock(), products: readonly Product[] = catalogue()) {
  const offers = products.flatMap((product) => product.offers.map((offer) => ({ product: product.id, offer })));
  const named = (list: typeof offers) =>
    list.map(({ product, offer }) => `${product} (${offer.store}${offer.price ? `, ${priceDate(offer)?.date}` : ''})`);
  const priced = offers.filter(({ offer }) => priceDate(offer));
  return {
    offers: offers.length,
    checked: named(priced.filter(({ offer }) => offer.checkedAt)),
    entered: named(priced.filter(({ offer }) => !offer.checkedAt)),
    stale: named(priced.filter(({ offer }) => offerPrice(offer, clock).state === 'stale')),
    unpriced: named(offers.filter(({ offer }) => !offer.price)),
    clock,
  };
}
