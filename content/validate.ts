import type { z } from 'zod';
import type { LoadedContent } from './load.server.ts';
import { formatProblem, type ContentProblem } from './lib/markdown.server.ts';
import { aboutSchema } from './schemas/about.ts';
import { comparisonEntrySchema } from './schemas/comparison.ts';
import { productSchema, type Product } from './schemas/product.ts';
import { siteSchema } from './schemas/site.ts';
import { storeSchema, type Store } from './schemas/store.ts';

export { formatProblem, type ContentProblem };

/** The parts of a schema issue that a readable message needs (zod's issues have this shape). */
export interface SchemaIssue {
  path: PropertyKey[];
  message: string;
}

/** Everything the build validates, given as data so that tests can feed broken content. */
export interface ContentSet {
  site: unknown;
  about: unknown;
  /** SITE_URL given at build time, or '' when the configured origin applies. */
  siteUrlOverride?: string;
  stores?: readonly unknown[];
  catalogueFiles?: readonly { file: string; products: readonly unknown[] }[];
  comparisons?: readonly unknown[];
  /** The articles, standalone pages and reviews read from content/ (content/load.server.ts), with their problems. */
  documents?: LoadedContent;
  /** The route registry's paths; internal links and article paths must be among them. */
  routePaths?: readonly string[];
  /** Whether a site image path such as "/images/articles/x.svg" exists under public/. */
  imageExists?: (sitePath: string) => boolean;
}

/** Collects problems; each check adds what it finds. */
class Problems {
  readonly list: ContentProblem[] = [];

  add(file: string, entry: string, field: string, message: string, line?: number) {
    this.list.push({ file, ...(line ? { line } : {}), entry, field, message });
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

/** Checks the content against its schemas and its cross-references; returns every problem found. */
export function findContentProblems(content: ContentSet): ContentProblem[] {
  const problems = new Problems();
  const routePaths = content.routePaths ? new Set(content.routePaths) : null;
  const imageExists = content.imageExists;
  const checkImage = (file: string, entry: string, field: string, image: string | undefined, line?: number) => {
    if (image?.startsWith('/') && imageExists && !imageExists(image)) {
      problems.add(file, entry, field, `kuvaa ${image} ei ole kansiossa public/`, line);
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
  const checkProductIds = (
    file: string,
    entry: string,
    field: string,
    ids: readonly string[] | undefined,
    line?: number,
  ) => {
    if (!content.catalogueFiles) return;
    for (const id of ids ?? []) {
      if (!productIds.has(id)) problems.add(file, entry, field, `tuotetta "${id}" ei ole tuoteluettelossa`, line);
    }
  };

  // Articles, standalone pages and reviews: what reading them found, then their references.
  const documents = content.documents;
  const items = new Set<string>();
  if (documents) {
    problems.list.push(...documents.problems);
    const all = [...documents.articles, ...documents.standalone, ...documents.reviews];
    const files = new Map<string, string>();
    for (const doc of all) {
      const other = files.get(doc.id);
      if (other) problems.add(doc.file, doc.id, '(tiedoston nimi)', `sama tunnus on jo tiedostolla ${other}`, 1);
      files.set(doc.id, doc.file);
      items.add(doc.id);
      const front = doc.front;
      if (front.publishDate && front.publishDate > front.updateDate)
        problems.add(
          doc.file,
          doc.id,
          'publishDate',
          'julkaisupäivä on päivityspäivän jälkeen',
          doc.lineOf(['publishDate']),
        );
      checkImage(doc.file, doc.id, 'image', front.image, doc.lineOf(['image']));
    }
    for (const link of documents.links) {
      if (routePaths && !routePaths.has(link.href))
        problems.add(link.file, link.entry, link.field, `sisäinen linkki ${link.href} ei johda sivulle`, link.line);
    }
    for (const article of documents.articles) {
      const { file, id, front } = article;
      for (const section of article.sections) {
        if (section.type === 'product')
          checkProductIds(file, id, `:::product{id="${section.productId}"}`, [section.productId], section.line);
      }
      front.recommendationTable?.rows.forEach((row, index) =>
        checkProductIds(
          file,
          id,
          `recommendationTable.rows.${index}.product`,
          [row.product],
          article.lineOf(['recommendationTable', 'rows', index]),
        ),
      );
      if (front.comparisonCards) {
        const cards = [front.comparisonCards.featured.id, ...front.comparisonCards.grid.ids];
        for (const card of cards)
          if (!all.some((doc) => doc.id === card))
            problems.add(
              file,
              id,
              'comparisonCards',
              `artikkelia "${card}" ei ole`,
              article.lineOf(['comparisonCards']),
            );
      }
    }
    for (const review of documents.reviews) {
      checkProductIds(review.file, review.id, 'product', [review.front.product], review.lineOf(['product']));
      review.sections.forEach((section) =>
        checkImage(review.file, review.id, `## ${section.title} › ::image`, section.image),
      );
    }
    for (const page of documents.standalone) {
      page.front.groups.forEach((group, groupIndex) => {
        if (!('devices' in group)) return;
        group.devices.forEach((device, index) => {
          const path = ['groups', groupIndex, 'devices', index];
          if (device.product)
            checkProductIds(page.file, page.id, `${path.join('.')}.product`, [device.product], page.lineOf(path));
          else if (!device.name)
            problems.add(page.file, page.id, path.join('.'), 'laitteelta puuttuu nimi tai tuote', page.lineOf(path));
        });
      });
    }
  }

  // The comparison registry.
  const comparisonIds = new Set<string>();
  (content.comparisons ?? []).forEach((value, index) => {
    const entry = entryName(value, index);
    const comparison = problems.parse(comparisonEntrySchema, value, 'content/comparisons.ts', entry);
    if (!comparison) return;
    if (comparisonIds.has(comparison.id))
      problems.add('content/comparisons.ts', entry, 'id', 'vertailu on jo rekisterissä');
    comparisonIds.add(comparison.id);
    if (documents && !items.has(comparison.id))
      problems.add(
        'content/comparisons.ts',
        entry,
        'id',
        `artikkelia "${comparison.id}" ei ole (content/articles/${comparison.id}.md)`,
      );
  });
  if (content.comparisons && content.comparisons.length !== 20) {
    problems.add(
      'content/comparisons.ts',
      'comparisonRegistry',
      '(koko lista)',
      `rekisterissä pitää olla 20 vertailua, nyt ${content.comparisons.length}`,
    );
  }

  return problems.list;
}

/** Throws one readable error listing every problem; the build stops on it. */
export function assertValidContent(content: ContentSet): void {
  const problems = findContentProblems(content);
  if (problems.length === 0) return;
  throw new Error([`Virheellinen sisältö (${problems.length}):`, ...problems.map(formatProblem)].join('\n'));
}
