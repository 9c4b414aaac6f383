// Build-time only: the checks that span collections (a product's shop, an article's products and prices, a link's
// page); each collection's reader checks its own files (src/content/collections/).
import type { LoadedContent } from './load.server.ts';
import { pickProblems, picksOf, unitPriceGaps, type RatedProduct } from './rules/picks.ts';
import { sectionMismatches, sentenceMismatches, type PricedProduct, type PriceMismatch } from './rules/price-claims.ts';
import { offersByPrice } from '../lib/catalogue.ts';
import { blocksText } from '../lib/rich-text.ts';
import { ContentError, entryName, formatProblem, parseWithSchema, type ContentProblem } from './problems.ts';
import type { About } from './schemas/about.ts';
import type { ComparisonEntry } from './schemas/comparison.ts';
import type { PageText } from './schemas/page.ts';
import { productSchema, type Product } from './schemas/product.ts';
import type { Site } from './schemas/site.ts';
import type { Store } from './schemas/store.ts';

export { formatProblem, type ContentProblem };

/** Everything the build validates, given as data so that tests can feed broken content. */
export interface ContentSet {
  /** The site's settings, the about text, the shops, the fixed pages and the comparison registry, as their readers gave them. */
  site?: Site;
  about?: About;
  stores?: readonly Store[];
  pages?: Readonly<Record<string, PageText>>;
  comparisons?: readonly ComparisonEntry[];
  /** What those readers found wrong in their files. */
  fileProblems?: readonly ContentProblem[];
  /** The catalogue's files (src/content/catalogue.server.ts): their entries, and the line of a field where known. */
  catalogueFiles?: readonly {
    file: string;
    products: readonly unknown[];
    lineOf?: (path: readonly PropertyKey[]) => number;
    problems?: readonly ContentProblem[];
  }[];
  /** The articles, standalone pages and reviews read from content/ (src/content/load.server.ts), with their problems. */
  documents?: LoadedContent;
  /** The route registry's paths; internal links, article paths and the fixed pages must be among them. */
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
}

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
  problems.list.push(...(content.fileProblems ?? []));
  const { site, about } = content;
  if (about && site && !about.paragraphs.some((paragraph) => paragraph.includes(site.email))) {
    problems.add(
      'content/about.md',
      'about',
      'paragraphs',
      `yhdenkään kappaleen pitää mainita yhteysosoite ${site.email}`,
    );
  }
  const stores = new Map((content.stores ?? []).map((store) => [store.id, store]));
  for (const path of Object.keys(content.pages ?? {}))
    if (routePaths && !routePaths.has(path))
      problems.add(
        'content/pages.yaml',
        path,
        '(polku)',
        `sivua ${path} ei ole reittirekisterissä (src/config/routes.ts)`,
      );

  // Products: an id once in the whole catalogue, a shop once per product.
  const productIds = new Set<string>();
  const priced = new Map<string, PricedProduct>();
  const rated = new Map<string, RatedProduct>();
  for (const { file, products, lineOf, problems: found } of content.catalogueFiles ?? []) {
    problems.list.push(...(found ?? []));
    products.forEach((value, index) => {
      const entry = entryName(value, index);
      const lineAt = (...path: PropertyKey[]) => lineOf?.([index, ...path]);
      const parsed = parseWithSchema(productSchema, value, { file, entry, lineOf: (path) => lineAt(...path) });
      problems.list.push(...parsed.problems);
      const product: Product | undefined = parsed.data;
      if (!product) return;
      if (productIds.has(product.id)) {
        problems.add(file, entry, 'id', 'sama tuote on jo luettelossa (lisää kauppa sen offers-listaan)', lineAt('id'));
      }
      productIds.add(product.id);
      priced.set(product.id, {
        id: product.id,
        title: product.title,
        brand: product.brand,
        // The monthly fee of a membership is the product's own figure too (`:membership[id]`).
        prices: [
          ...product.offers.flatMap((offer) => (offer.price ? [offer.price] : [])),
          ...(product.membership ? [product.membership.monthly] : []),
        ],
      });
      const lowest = offersByPrice(product.offers)[0];
      rated.set(product.id, {
        id: product.id,
        title: product.title,
        ...(product.rating !== undefined ? { rating: product.rating } : {}),
        ...(lowest?.price ? { price: lowest.price } : {}),
        ...(product.facts ? { facts: product.facts } : {}),
      });
      const shops = new Set<string>();
      product.offers.forEach((offer, offerIndex) => {
        const field = `offers.${offerIndex}`;
        if (shops.has(offer.store)) {
          problems.add(
            file,
            entry,
            `${field}.store`,
            `kauppa ${offer.store} on jo tuotteen tarjouksissa`,
            lineAt('offers', offerIndex, 'store'),
          );
        }
        shops.add(offer.store);
        const store = stores.get(offer.store);
        if (content.stores && !store) {
          problems.add(
            file,
            entry,
            `${field}.store`,
            `kauppaa "${offer.store}" ei ole tiedostossa content/shops.yaml`,
            lineAt('offers', offerIndex, 'store'),
          );
        }
        if (store && offer.url && new URL(offer.url).hostname !== store.domain) {
          problems.add(
            file,
            entry,
            `${field}.url`,
            `osoitteen pitää olla kaupan verkkotunnuksessa ${store.domain}`,
            lineAt('offers', offerIndex, 'url'),
          );
        }
      });
      checkImage(file, entry, 'image', product.image, lineAt('image'));
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
    const priceProblem = (file: string, id: string, field: string, line: number | undefined) => (m: PriceMismatch) => {
      const known = m.products
        .map((product) => `${product.title} ${product.prices.length ? product.prices.join(' / ') : 'ilman hintaa'}`)
        .join(', ');
      problems.add(
        file,
        id,
        field,
        `teksti sanoo ${m.price} («${m.context}»), tuoteluettelossa ${known}: korjaa hinta tuoteluetteloon tai tekstiin, tai kirjoita arvio muodossa "noin …"`,
        line,
      );
    };
    for (const article of documents.articles) {
      const { file, id, front } = article;
      const compared: PricedProduct[] = [];
      for (const section of article.sections) {
        if (section.type !== 'product') continue;
        const field = `:::product{id="${section.productId}"}`;
        checkProductIds(file, id, field, [section.productId], section.line);
        const product = priced.get(section.productId);
        if (!product) continue;
        compared.push(product);
        // A comparison that ranks on a price per serving (or per 100 g …) ranks every product it compares on it.
        const gaps = front.priceBasis ? unitPriceGaps(rated.get(product.id)!, front.priceBasis) : [];
        if (gaps.length > 0)
          problems.add(
            file,
            id,
            field,
            `vertailu järjestää tuotteet hinnan per ${front.priceBasis} mukaan (priceBasis), mutta tuotteelta ${product.title} puuttuu ${gaps.join(', ')}: lisää tiedot lähteineen tuoteluetteloon tai jätä tuote pois vertailusta`,
            section.line,
          );
        sectionMismatches(blocksText(section.content), product).forEach(priceProblem(file, id, field, section.line));
      }
      // Elsewhere in the text, a price is checked against the compared products named in the same sentence.
      if (compared.length > 0 && content.catalogueFiles) {
        sentenceMismatches(blocksText(article.introduction), compared).forEach(
          priceProblem(file, id, 'johdanto', undefined),
        );
        for (const section of article.sections) {
          if (section.type !== 'text') continue;
          sentenceMismatches(blocksText(section.content), compared).forEach(
            priceProblem(file, id, `## ${section.title}`, section.line),
          );
        }
        if (article.conclusion) {
          const ratedCompared = compared.map((product) => rated.get(product.id)!);
          const picks = picksOf(article.conclusion.content, ratedCompared);
          for (const message of pickProblems(picks, ratedCompared, front.priceBasis)) {
            problems.add(file, id, `## ${article.conclusion.title}`, message, article.conclusion.line);
          }
          sentenceMismatches(blocksText(article.conclusion.content), compared).forEach(
            priceProblem(file, id, `## ${article.conclusion.title}`, article.conclusion.line),
          );
        }
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

  // The comparison registry: each id an article.
  for (const comparison of content.comparisons ?? [])
    if (documents && !items.has(comparison.id))
      problems.add(
        'content/comparisons.yaml',
        comparison.id,
        'id',
        `artikkelia "${comparison.id}" ei ole (content/articles/${comparison.id}.md)`,
      );

  return problems.list;
}

/** Throws one readable error listing every problem; the build stops on it. */
export function assertValidContent(content: ContentSet): void {
  const problems = findContentProblems(content);
  if (problems.length > 0) throw new ContentError(problems);
}
