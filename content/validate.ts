import type { z } from 'zod';
import { aboutSchema } from './schemas/about.ts';
import { articleBodySchema, type ArticleBody } from './schemas/article.ts';
import { comparisonEntrySchema } from './schemas/comparison.ts';
import { contentItemSchema, type ContentItem } from './schemas/content-item.ts';
import { productSchema, type Product } from './schemas/product.ts';
import { reviewSchema, type Review } from './schemas/review.ts';
import { siteSchema } from './schemas/site.ts';
import { standaloneComparisonSchema, type StandaloneComparison } from './schemas/standalone-comparison.ts';
import { storeSchema, type Store } from './schemas/store.ts';

/** The parts of a schema issue that a readable message needs (zod's issues have this shape). */
export interface SchemaIssue {
  path: PropertyKey[];
  message: string;
}

/** One problem in the content, located by file, entry and field. */
export interface ContentProblem {
  file: string;
  entry: string;
  field: string;
  message: string;
}

/** "content/site.ts › site › socialLinks.0.url: Invalid URL" */
export const formatProblem = (problem: ContentProblem) =>
  `${problem.file} › ${problem.entry} › ${problem.field}: ${problem.message}`;

/** Everything the build validates, given as data so that tests can feed broken content. */
export interface ContentSet {
  site: unknown;
  about: unknown;
  /** SITE_URL given at build time, or '' when the configured origin applies. */
  siteUrlOverride?: string;
  stores?: readonly unknown[];
  catalogueFiles?: readonly { file: string; products: readonly unknown[] }[];
  articleList?: readonly unknown[];
  comparisons?: readonly unknown[];
  articleBodies?: readonly { file: string; body: unknown }[];
  reviews?: readonly { file: string; review: unknown }[];
  standaloneComparisons?: readonly { file: string; page: unknown }[];
  /** The route registry's paths; internal links and article paths must be among them. */
  routePaths?: readonly string[];
  /** Whether a site image path such as "/images/articles/x.svg" exists under public/. */
  imageExists?: (sitePath: string) => boolean;
}

/** Collects problems; each check adds what it finds. */
class Problems {
  readonly list: ContentProblem[] = [];

  add(file: string, entry: string, field: string, message: string) {
    this.list.push({ file, entry, field, message });
  }

  /** Parses with a schema; adds every issue and returns the data only when valid. */
  parse<S extends z.ZodType>(schema: S, value: unknown, file: string, entry: string): z.infer<S> | undefined {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '(koko merkintä)';
      this.add(file, entry, field, issue.message);
    }
    return undefined;
  }
}

/** A readable name for an entry that may be broken: its id where it has one, else its position. */
const entryName = (value: unknown, index: number, key = 'id') =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'string'
    ? String((value as Record<string, unknown>)[key])
    : `#${index + 1}`;

/** Site paths that a text links to: HTML href="/…" and Markdown-style "](/…)". */
export function internalLinks(text: string): string[] {
  const links: string[] = [];
  for (const match of text.matchAll(/href="(\/[^"#?]*)|\]\((\/[^)#?\s]*)/g)) links.push((match[1] ?? match[2])!);
  return links;
}

const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(textsOf) : [];

/** Checks the content against its schemas and its cross-references; returns every problem found. */
export function findContentProblems(content: ContentSet): ContentProblem[] {
  const problems = new Problems();
  const routePaths = content.routePaths ? new Set(content.routePaths) : null;
  const imageExists = content.imageExists;
  const checkImage = (file: string, entry: string, field: string, image: string | undefined) => {
    if (image?.startsWith('/') && imageExists && !imageExists(image)) {
      problems.add(file, entry, field, `kuvaa ${image} ei ole kansiossa public/`);
    }
  };
  const checkLinks = (file: string, entry: string, field: string, value: unknown) => {
    if (!routePaths) return;
    for (const link of textsOf(value).flatMap(internalLinks)) {
      if (!routePaths.has(link)) problems.add(file, entry, field, `sisäinen linkki ${link} ei johda sivulle`);
    }
  };

  // Site and about text.
  const siteCandidate =
    content.siteUrlOverride && typeof content.site === 'object' && content.site !== null
      ? { ...content.site, origin: content.siteUrlOverride }
      : content.site;
  const site = problems.parse(siteSchema, siteCandidate, 'content/site.ts', 'site');
  const about = problems.parse(aboutSchema, content.about, 'content/about.ts', 'about');
  if (about && site && !about.paragraphs.some((paragraph) => paragraph.includes(site.email))) {
    problems.add(
      'content/about.ts',
      'about',
      'paragraphs',
      `yhdenkään kappaleen pitää mainita yhteysosoite ${site.email}`,
    );
  }

  // Stores.
  const stores = new Map<string, Store>();
  (content.stores ?? []).forEach((value, index) => {
    const entry = entryName(value, index);
    const store = problems.parse(storeSchema, value, 'content/stores.ts', entry);
    if (!store) return;
    if (stores.has(store.id)) problems.add('content/stores.ts', entry, 'id', 'sama kaupan tunnus on jo käytössä');
    stores.set(store.id, store);
  });

  // Products: an id may repeat across shops, not within one shop.
  const productIds = new Set<string>();
  const offers = new Set<string>();
  for (const { file, products } of content.catalogueFiles ?? []) {
    products.forEach((value, index) => {
      const entry = entryName(value, index);
      const product: Product | undefined = problems.parse(productSchema, value, file, entry);
      if (!product) return;
      const offer = `${product.id}@${product.store}`;
      if (offers.has(offer)) problems.add(file, entry, 'id', `tuote on jo samassa kaupassa (${product.store})`);
      offers.add(offer);
      productIds.add(product.id);
      const store = stores.get(product.store);
      if (content.stores && !store)
        problems.add(file, entry, 'store', `kauppaa "${product.store}" ei ole tiedostossa content/stores.ts`);
      if (store && product.productUrl && new URL(product.productUrl).hostname !== store.domain) {
        problems.add(file, entry, 'productUrl', `osoitteen pitää olla kaupan verkkotunnuksessa ${store.domain}`);
      }
      checkImage(file, entry, 'image', product.image);
    });
  }
  const checkProductIds = (file: string, entry: string, field: string, ids: readonly string[] | undefined) => {
    if (!content.catalogueFiles) return;
    for (const id of ids ?? []) {
      if (!productIds.has(id)) problems.add(file, entry, field, `tuotetta "${id}" ei ole tuoteluettelossa`);
    }
  };

  // The article list.
  const listFile = 'content/articles/list.ts';
  const items = new Map<string, ContentItem>();
  const paths = new Set<string>();
  (content.articleList ?? []).forEach((value, index) => {
    const entry = entryName(value, index);
    const item: ContentItem | undefined = problems.parse(contentItemSchema, value, listFile, entry);
    if (!item) return;
    if (items.has(item.id)) problems.add(listFile, entry, 'id', 'sama tunnus on jo käytössä');
    if (paths.has(item.path)) problems.add(listFile, entry, 'path', 'sama polku on jo toisella artikkelilla');
    if (routePaths && !routePaths.has(item.path))
      problems.add(listFile, entry, 'path', `polkua ${item.path} ei ole reittirekisterissä`);
    if (item.publishDate && item.publishDate > item.meta.updateDate) {
      problems.add(listFile, entry, 'publishDate', 'julkaisupäivä on päivityspäivän jälkeen');
    }
    checkImage(listFile, entry, 'image', item.image);
    items.set(item.id, item);
    paths.add(item.path);
  });
  const checkListed = (file: string, entry: string, field: string, id: string) => {
    if (content.articleList && !items.has(id))
      problems.add(file, entry, field, `tunnusta "${id}" ei ole artikkelilistassa`);
  };

  // The comparison registry.
  const comparisonIds = new Set<string>();
  (content.comparisons ?? []).forEach((value, index) => {
    const entry = entryName(value, index);
    const comparison = problems.parse(comparisonEntrySchema, value, 'content/comparisons.ts', entry);
    if (!comparison) return;
    if (comparisonIds.has(comparison.id))
      problems.add('content/comparisons.ts', entry, 'id', 'vertailu on jo rekisterissä');
    comparisonIds.add(comparison.id);
    checkListed('content/comparisons.ts', entry, 'id', comparison.id);
  });
  if (content.comparisons && content.comparisons.length !== 20) {
    problems.add(
      'content/comparisons.ts',
      'comparisonRegistry',
      '(koko lista)',
      `rekisterissä pitää olla 20 vertailua, nyt ${content.comparisons.length}`,
    );
  }

  // Article bodies.
  for (const { file, body: value } of content.articleBodies ?? []) {
    const body: ArticleBody | undefined = problems.parse(articleBodySchema, value, file, entryName(value, 0));
    if (!body) continue;
    checkListed(file, body.id, 'id', body.id);
    checkLinks(file, body.id, 'content.introduction', body.content.introduction);
    checkLinks(file, body.id, 'content.conclusion', body.content.conclusion);
    checkProductIds(
      file,
      body.id,
      'content.recommendationTable.rows',
      body.content.recommendationTable?.rows.map((row) => row.productId),
    );
    body.content.sections.forEach((section, index) => {
      const field = `content.sections.${index}`;
      if ('content' in section) checkLinks(file, body.id, `${field}.content`, section.content);
      if ('productIds' in section) checkProductIds(file, body.id, `${field}.productIds`, section.productIds);
      if ('imagePath' in section) checkImage(file, body.id, `${field}.imagePath`, section.imagePath);
    });
  }

  // Reviews.
  for (const { file, review: value } of content.reviews ?? []) {
    const review: Review | undefined = problems.parse(reviewSchema, value, file, entryName(value, 0));
    if (!review) continue;
    checkListed(file, review.id, 'id', review.id);
    checkProductIds(file, review.id, 'productId', [review.productId]);
    if (routePaths && !routePaths.has(review.routePath))
      problems.add(file, review.id, 'routePath', `polkua ${review.routePath} ei ole reittirekisterissä`);
    checkImage(file, review.id, 'imageSrc', review.imageSrc);
    review.content.sections.forEach((section, index) => {
      checkImage(file, review.id, `content.sections.${index}.imagePath`, section.imagePath);
      checkLinks(file, review.id, `content.sections.${index}.content`, section.content);
    });
  }

  // Standalone comparison pages.
  for (const { file, page: value } of content.standaloneComparisons ?? []) {
    const page: StandaloneComparison | undefined = problems.parse(
      standaloneComparisonSchema,
      value,
      file,
      entryName(value, 0),
    );
    if (!page) continue;
    checkListed(file, page.id, 'id', page.id);
    page.content.sections.forEach((section, index) => {
      const ids = section.content.flatMap((item) => ('productId' in item && item.productId ? [item.productId] : []));
      checkProductIds(file, page.id, `content.sections.${index}.content`, ids);
    });
  }

  return problems.list;
}

/** Throws one readable error listing every problem; the build stops on it. */
export function assertValidContent(content: ContentSet): void {
  const problems = findContentProblems(content);
  if (problems.length === 0) return;
  throw new Error([`Virheellinen sisältö (${problems.length}):`, ...problems.map(formatProblem)].join('\n'));
}
