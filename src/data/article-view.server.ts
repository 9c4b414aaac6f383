// Build-time only: turns a route's article into what the viewer renders. Runs in route loaders while prerendering.
import { loadContent, type Article, type StandalonePage } from '~/content/collections.server';
import type { ArticleCardData } from '~/data/cards';
import type { ProductCardData } from '~/data/cards';
import { articleIdFor, canonicalPathFor, findRoute } from '~/config/routes';
import {
  articleCard,
  productCard,
  textPricesNoteFor,
  productCardsByIds,
  productCardsBySubjects,
  productFacts,
  productSpecs,
  productStandings,
  productTitle,
  productValidation,
} from '~/data/catalogue.server';
import { specColumns, specRows } from '~/content/device-specs';
import type { ProductSpecs } from '~/content/schemas/product';
import { mustHaveHeadings, type MustHave, type StandingProduct } from '~/content/rules/must-haves';
import {
  formatCents,
  missingFacts,
  missingNote,
  parsePrice,
  neededFacts,
  unitPrice,
  type PackSize,
  type PriceBasis,
} from '~/lib/unit-price';
import { cellPriceNote, pricesNote, type PriceDate } from '~/lib/offer-prices';
import type { PricedOffer } from '~/content/markdown.server';
import { factRows, type FactRow } from '~/lib/product-facts';
import { escapeHtml, headingId, htmlBlocks, type Block, type HtmlBlock } from '~/lib/rich-text';
import { noBestNoteOf, noPickNoteOf } from '~/data/conclusion-notes.server';
import type { LinkPlace, Placement } from '~/lib/store-links';

/** A section as the viewer renders it. */
export type ViewSection =
  /** `checked`: the day the fact sheet the section comes from was checked against its sources. */
  | { type: 'text'; id: string; title: string; content: HtmlBlock[]; checked?: string }
  | { type: 'bullets'; id: string; title: string; items: { text: string; target?: string }[] }
  | {
      type: 'text-with-image';
      id: string;
      title: string;
      content: HtmlBlock[];
      product?: ProductCardData;
      image?: { src: string; alt: string; fallbackSrc?: string };
      /** The product's label facts as rows, with the page they were read from and the day. */
      facts?: ProductFactsView;
    }
  | { type: 'products'; id: string; title: string; products: ProductCardData[] }
  | { type: 'product-images'; id: string; title: string; products: ProductCardData[] };

/** A product's "Tuotetiedot": the label facts as rows ("—" where unknown), where they were read and when. */
export interface ProductFactsView {
  rows: FactRow[];
  source: string;
  checked: string;
}

/** A row of a comparison's summary table. */
export interface SummaryRow {
  name: string;
  target: string;
  bestFor?: string;
  rating?: number;
  /** The price shown, only while it is current, and its date. */
  price?: string;
  priceDate?: PriceDate;
  /** What the price cell says under the price: its day when the caption does not say it, or "katso kaupasta". */
  priceNote?: string;
  /** The price per the comparison's basis, computed from the pack facts; absent when a fact is missing. */
  unitPrice?: { cents: number; text: string };
  /** When it cannot be computed, what is missing ("puuttuu: pakkauskoko, annoskoko"), for the cell to say so. */
  unitPriceNote?: string;
  href: string;
  storeName: string;
  /** What the shop's feed said of its stock, when not simply "in stock". */
  stock?: string;
  /** Where the product stands on each of the comparison's must-haves, in the order of `ArticleView.mustHaves`. */
  mustHaves?: { text: string; note?: string }[];
  /** The device's specs the table shows, each under its heading: the same headings in every row (`specColumns`). */
  specs?: { heading: string; text: string }[];
}

/** One step of the breadcrumbs. */
export interface Crumb {
  label: string;
  to?: string;
}

interface ViewBase {
  /** The visible title: the body's own, else the list's, else 'Artikkeli'. */
  title: string;
  /** The head title (before " | {site}") and meta description. */
  headTitle: string;
  description: string;
  canonicalPath: string;
  breadcrumbs: Crumb[];
  updateDate?: string;
  /** When the prices the text writes are from; absent when it writes none. */
  pricesNote?: string;
}

/** An article as the viewer shows it. */
export interface ArticleView extends ViewBase {
  kind: 'article';
  image?: { src: string; alt: string };
  introduction: HtmlBlock[];
  sections: ViewSection[];
  toc: { id: string; title: string }[];
  conclusion?: { title?: string; content: HtmlBlock[] };
  /** "Lähteet": each with its address and reading date where known. */
  sources: { title: string; url?: string; read?: string }[];
  recommendationTable?: { title: string; rows: { goal: string; product: ProductCardData; priceNote: string }[] };
  summary: SummaryRow[];
  /** The summary table's second caption line: the one day of every price in it, when they share it. */
  summaryPricesNote?: string;
  /** What the summary table's unit price is per, when the comparison names one and the data gives it for a product. */
  priceBasis?: PriceBasis;
  /** When the comparison names a basis but no product's price per it can be computed: the caption says so. */
  summaryValueNote?: string;
  /** The comparison's must-haves as the summary table's column headings ("Validoitu"). */
  mustHaves?: string[];
  endGrid?: { title: string; products: ProductCardData[] };
  comparisonCards?: {
    featured: { title: string; card: ArticleCardData };
    grid: { title: string; cards: ArticleCardData[] };
  };
  hasStoreLinks: boolean;
}

/** A standalone comparison page (spec §2). */
export interface StandaloneView extends ViewBase {
  kind: 'standalone';
  introduction: HtmlBlock[];
  /** The compared groups: devices with pros and cons, or apps with features. */
  sections: {
    title: string;
    entries: (
      | { kind: 'device'; name: string; description: HtmlBlock[]; pros: string[]; cons: string[] }
      | { kind: 'app'; name: string; features: string[] }
    )[];
  }[];
  conclusion: HtmlBlock[];
}

/** What a route shows: the article, a standalone page, or the error view when there is no article. */
export type RouteView = ArticleView | StandaloneView | { kind: 'missing' };

/** The visible title (spec §2): the given title, else the article's own, else 'Artikkeli'. */
export const viewTitle = (givenTitle: string | undefined, listTitle: string | undefined) =>
  givenTitle?.trim() || listTitle?.trim() || 'Artikkeli';

/** The head title (before " | {site}") and the meta description (spec §2): an article's fixed ones, else its own. */
export const viewHead = (head: Article['front']['head'], title: string, listDescription: string) => ({
  headTitle: head?.title ?? title,
  description: head?.description ?? listDescription,
});

/** "Paras valinta, jos …": the compared product's best use, written once in the frontmatter. */
const bestForParagraph = (bestFor: string): Block => ({
  type: 'paragraph',
  children: [
    { type: 'strong', children: [{ type: 'text', text: 'Paras valinta, jos' }] },
    { type: 'text', text: ` ${bestFor}.` },
  ],
});

function breadcrumbsFor(hub: string, title: string): Crumb[] {
  const hubRoute = findRoute(`/${hub}`);
  return [
    { label: 'Etusivu', to: '/' },
    ...(hubRoute ? [{ label: hubRoute.label, to: hubRoute.path }] : []),
    { label: title },
  ];
}

/** The day a fact sheet was last checked against its sources. */
const sheetChecked = (id: string) => loadContent().ingredients.find((sheet) => sheet.id === id)?.front.reviewed;

/** Where on an article's page a store link is: its route (the canonical path) and the placement. */
const onPage =
  (article: Article) =>
  (placement: Placement): LinkPlace => ({ page: article.front.route, placement });

type ArticleSection = Article['sections'][number];

/** A product's section: its card, its best use after the first paragraph, and its label facts when they are known. */
function productSection(
  article: Article,
  section: Extract<ArticleSection, { type: 'product' }>,
  place: LinkPlace,
  idFor: (title: string) => string,
): ViewSection {
  const product = productCard(section.productId, place);
  const title = product?.title ?? section.productId;
  const bestFor = article.front.products?.[section.productId]?.bestFor;
  const [first, ...rest] = section.content;
  const content = bestFor && first ? [first, bestForParagraph(bestFor), ...rest] : section.content;
  const facts = productFacts(section.productId);
  const specs = article.front.specKind ? productSpecs(section.productId) : undefined;
  return {
    type: 'text-with-image',
    id: idFor(title),
    title,
    content: htmlBlocks(content),
    product,
    image: product?.image,
    ...(facts
      ? {
          facts: {
            rows: factRows(facts, article.front.priceBasis, parsePrice(product?.price)),
            source: facts.source,
            checked: facts.checkedAt,
          },
        }
      : specs
        ? { facts: { rows: specRows(article.front.specKind, specs), source: specs.source, checked: specs.checkedAt } }
        : {}),
  };
}

/**
 * The body's sections as the viewer renders them, with heading ids and the jumps of 'Mukana vertailussa'. A product
 * section's heading and picture link as the text's (`teksti`), the cards as cards, the picture strip as pictures.
 */
export function buildSections(article: Article): ViewSection[] {
  const at = onPage(article);
  const used = new Set<string>();
  const uniqueId = (title: string, index: number) => {
    let id = title ? headingId(title) : `osio-${index + 1}`;
    while (used.has(id)) id = `${id}-${index + 1}`;
    used.add(id);
    return id;
  };
  const comparedIds = article.sections.flatMap((section) => (section.type === 'product' ? [section.productId] : []));
  const compared = (placement: Placement) => productCardsByIds(comparedIds, at(placement));
  const sections: ViewSection[] = article.sections.map((section, index) => {
    switch (section.type) {
      case 'text': {
        const checked = section.sheet ? sheetChecked(section.sheet) : undefined;
        return {
          type: 'text',
          id: uniqueId(section.title, index),
          title: section.title,
          content: htmlBlocks(section.content),
          ...(checked ? { checked } : {}),
        };
      }
      case 'compared': {
        const title = 'Mukana vertailussa';
        return {
          type: 'bullets',
          id: uniqueId(title, index),
          title,
          items: [...new Set(comparedIds)].flatMap((id) => {
            const name = productTitle(id);
            return name ? [{ text: name }] : [];
          }),
        };
      }
      case 'product':
        return productSection(article, section, at('teksti'), (title) => uniqueId(title, index));
      case 'products': {
        const title = 'Vertailun tuotteet';
        return { type: 'products', id: uniqueId(title, index), title, products: compared('kortti') };
      }
      case 'product-images':
        return {
          type: 'product-images',
          id: uniqueId(section.title, index),
          title: section.title,
          products: compared('kuva'),
        };
    }
  });
  // "Mukana vertailussa": each bullet jumps to its product's section.
  const targets = new Map(
    sections.filter((section) => section.type === 'text-with-image').map((section) => [section.title, section.id]),
  );
  return sections.map((section) =>
    section.type === 'bullets'
      ? {
          ...section,
          items: section.items.map((item) => ({ ...item, target: targets.get(item.text) })),
        }
      : section,
  );
}

/**
 * The summary table's rows: one per product section found in the catalogue, with its best use and, when the comparison
 * names a price basis, the price per it computed from the product's pack facts (`factsOf`, the catalogue's by default).
 * Each row links to the product's shop as the table's own (`taulukko`).
 */
export function summaryOf(
  article: Article,
  sections: readonly ViewSection[],
  factsOf: (productId: string) => PackSize | undefined = productFacts,
  standingsOf: (productId: string) => StandingProduct | undefined = productStandings,
  specsOf: (productId: string) => ProductSpecs | undefined = productSpecs,
): SummaryRow[] {
  const required = article.front.mustHaves ?? [];
  const at = onPage(article);
  const rows = sections.flatMap((section, index) => {
    const source = article.sections[index];
    const basis = article.front.priceBasis;
    const price = parsePrice(section.type === 'text-with-image' ? section.product?.price : undefined);
    const facts = source?.type === 'product' ? factsOf(source.productId) : undefined;
    const cents = basis && section.type === 'text-with-image' ? unitPrice(price, facts, basis) : undefined;
    const missing =
      basis && cents === undefined
        ? missingNote([...(price === undefined ? ['offers.price'] : []), ...missingFacts(facts, basis)])
        : undefined;
    const product = source?.type === 'product' ? productCard(source.productId, at('taulukko')) : undefined;
    return section.type === 'text-with-image' && product && source?.type === 'product'
      ? [
          {
            ...(cents !== undefined ? { unitPrice: { cents, text: formatCents(cents) } } : {}),
            ...(missing ? { unitPriceNote: missing } : {}),
            name: product.title,
            target: section.id,
            bestFor: article.front.products?.[source.productId]?.bestFor,
            rating: product.rating,
            ...(product.price ? { price: product.price, priceDate: product.priceDate } : {}),
            href: product.href,
            storeName: product.storeName,
            ...(product.stock ? { stock: product.stock } : {}),
            ...(required.length > 0
              ? { mustHaves: required.map((key) => mustHaveCell(standingsOf(source.productId), key)) }
              : {}),
            productId: source.productId,
          },
        ]
      : [];
  });
  const specs = specColumns(
    article.front.specKind,
    rows.map((row) => specsOf(row.productId)),
  );
  return rows.map(({ productId: _id, ...row }, index) =>
    specs[index]?.length ? { ...row, specs: specs[index] } : row,
  );
}

/**
 * The summary table's price per unit: a column where the data gives it for at least one product (the others say what
 * they lack); where it gives it for none, a caption line instead of a column of blanks, which also says that the
 * ratings beside it could not weigh that price.
 */
export function valueColumn(basis: PriceBasis | undefined, rows: readonly SummaryRow[]) {
  if (!basis) return {};
  if (rows.some((row) => row.unitPrice)) return { priceBasis: basis };
  const ratings = rows.some((row) => row.rating !== undefined)
    ? ` Arvosanoissa ei siksi ole otettu huomioon hintaa per ${basis}.`
    : '';
  return {
    summaryValueNote: `Hintaa per ${basis} ei voi vielä laskea: ${neededFacts[basis].partitive} ei ole tarkistettu valmistajalta.${ratings}`,
  };
}

/** A must-have's cell: "kyllä" with the protocol a validation passed, "ei", or "ei tiedossa" when the data is silent. */
function mustHaveCell(product: StandingProduct | undefined, key: MustHave): { text: string; note?: string } {
  const standing = product?.standings[key];
  if (standing?.status !== 'meets') return { text: standing?.status === 'fails' ? 'ei' : 'ei tiedossa' };
  const protocol = key === 'validated' ? productValidation(product!.id)?.protocol : undefined;
  return protocol ? { text: 'kyllä', note: protocol } : { text: 'kyllä' };
}

/** What a table's price cell says under the price: its day, or where to find a price not shown. */
const cellNote = (priceDate: PriceDate | undefined) => (priceDate ? cellPriceNote(priceDate) : 'katso kaupasta');

/** A summary row with its cell's note: none when the caption dates every price. */
const withCellNote = (row: SummaryRow, captionNote: string | undefined): SummaryRow =>
  row.price && captionNote ? row : { ...row, priceNote: cellNote(row.priceDate) };

/** The note of when a text's prices are from, as an optional field of a view. */
function pricesNoteOf(prices: readonly PricedOffer[]) {
  const note = textPricesNoteFor(prices);
  return note ? { pricesNote: note } : {};
}

function standaloneView(page: StandalonePage, canonicalPath: string): StandaloneView {
  const title = viewTitle(page.front.heading, page.front.title);
  return {
    kind: 'standalone',
    title,
    headTitle: title,
    description: page.front.head?.description ?? page.front.description,
    canonicalPath,
    breadcrumbs: breadcrumbsFor(page.front.hub, title),
    updateDate: page.front.updateDate,
    ...pricesNoteOf(page.prices),
    introduction: htmlBlocks(page.introduction),
    sections: page.groups.map((group) => ({
      title: group.title,
      entries:
        'devices' in group
          ? group.devices.map((device) => ({
              kind: 'device' as const,
              name: device.name ?? productTitle(device.product ?? '') ?? device.product ?? '',
              description: htmlBlocks(device.description),
              pros: device.pros,
              cons: device.cons,
            }))
          : group.apps.map((app) => ({ kind: 'app' as const, name: app.name, features: app.features })),
    })),
    conclusion: htmlBlocks(page.conclusion),
  };
}

/** The view of the page at `pathname`. */
export function buildRouteView(pathname: string): RouteView {
  const articleId = articleIdFor(pathname);
  const content = loadContent();
  if (!articleId) return { kind: 'missing' };
  const canonicalPath = canonicalPathFor(pathname);

  const page = content.standalone.find((doc) => doc.id === articleId);
  if (page) return standaloneView(page, canonicalPath);

  const article = content.articles.find((doc) => doc.id === articleId);
  if (!article) return { kind: 'missing' };
  const front = article.front;
  const title = viewTitle(front.heading, front.title);
  const sections = buildSections(article);
  const summary = summaryOf(article, sections);
  const summaryPricesNote = pricesNote(summary.map((row) => row.priceDate));
  const at = onPage(article);
  const endProducts = front.endGrid ? productCardsBySubjects(front.endGrid, at('kortti')) : [];
  const extras = front.comparisonCards;
  const featured = extras ? articleCard(extras.featured.id) : undefined;
  const recommendationTable = front.recommendationTable
    ? {
        title: front.recommendationTable.title,
        rows: front.recommendationTable.rows.flatMap((row) => {
          const product = productCard(row.product, at('taulukko'));
          return product ? [{ goal: row.goal, product, priceNote: cellNote(product.priceDate) }] : [];
        }),
      }
    : undefined;
  const hasStoreLinks =
    summary.length > 0 ||
    endProducts.length > 0 ||
    (recommendationTable?.rows.length ?? 0) > 0 ||
    sections.some(
      (section) => (section.type === 'products' || section.type === 'product-images') && section.products.length > 0,
    );
  const toc = sections
    .filter((section) => section.title && section.type !== 'products')
    .map((section) => ({ id: section.id, title: section.title }));
  if (article.conclusion) toc.push({ id: 'yhteenveto', title: article.conclusion.title });

  return {
    kind: 'article',
    title,
    ...viewHead(front.head, title, front.description),
    canonicalPath,
    breadcrumbs: breadcrumbsFor(front.hub, title),
    updateDate: front.updateDate,
    ...pricesNoteOf(article.prices),
    image: { src: front.image, alt: title },
    introduction: [...htmlBlocks(article.introduction), ...paragraph(front.fewerBrands)],
    sections,
    toc: toc.length >= 4 ? toc : [],
    conclusion: article.conclusion && {
      title: article.conclusion.title,
      content: [
        ...paragraph(noPickNoteOf(article)),
        ...paragraph(noBestNoteOf(article)),
        ...htmlBlocks(article.conclusion.content),
      ],
    },
    sources: article.sources,
    recommendationTable,
    summary: summary.map((row) => withCellNote(row, summaryPricesNote)),
    ...(summaryPricesNote ? { summaryPricesNote } : {}),
    ...valueColumn(front.priceBasis, summary),
    ...(front.mustHaves?.length ? { mustHaves: front.mustHaves.map((key) => mustHaveHeadings[key]) } : {}),
    endGrid: endProducts.length > 0 ? { title: endGridTitle, products: endProducts } : undefined,
    comparisonCards:
      extras && featured
        ? {
            featured: { title: extras.featured.title, card: featured },
            grid: { title: extras.grid.title, cards: extras.grid.ids.flatMap((id) => articleCard(id) ?? []) },
          }
        : undefined,
    hasStoreLinks,
  };
}

/** A sentence of the data as a paragraph of the page, or nothing. */
const paragraph = (text: string | undefined): HtmlBlock[] => (text ? [{ tag: 'p', html: escapeHtml(text) }] : []);

/** The heading of an end-of-article grid. */
export const endGridTitle = 'Suosittelemamme tuotteet';
