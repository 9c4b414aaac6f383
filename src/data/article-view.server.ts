// Build-time only: turns a route's article into what the viewer renders. Runs in route loaders while prerendering.
import { articleBodies, standalonePages } from '@content/articles';
import { articleList } from '@content/articles/list';
import type { ArticleBody } from '@content/schemas/article';
import type { StandaloneComparison } from '@content/schemas/standalone-comparison';
import type { ArticleCardData } from '~/components/ArticleCard';
import type { ProductCardData } from '~/components/ProductCard';
import { articleIdFor, canonicalPathFor, findRoute } from '~/config/routes';
import { articleCard, productCard, productCardsByIds, productCardsBySubjects } from '~/data/catalogue.server';
import { articleComparisonCards, endGridSubjects, endGridTitle } from '~/data/article-extras.server';
import { products } from '@content/products';
import { headingId, stripBullet } from '~/lib/rich-text';

/** A section as the viewer renders it. */
export type ViewSection =
  | { type: 'text'; id: string; title: string; content: string }
  | { type: 'bullets'; id: string; title: string; items: { text: string; target?: string }[] }
  | {
      type: 'text-with-image';
      id: string;
      title: string;
      content: string;
      product?: ProductCardData;
      image?: { src: string; alt: string; fallbackSrc?: string };
    }
  | { type: 'products'; id: string; title: string; products: ProductCardData[] }
  | { type: 'product-images'; id: string; title: string; products: ProductCardData[] };

/** A row of a comparison's summary table. */
export interface SummaryRow {
  name: string;
  target: string;
  bestFor?: string;
  rating?: number;
  price?: string;
  href: string;
  storeName: string;
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
}

/** An article as the viewer shows it. */
export interface ArticleView extends ViewBase {
  kind: 'article';
  image?: { src: string; alt: string };
  introduction: string;
  sections: ViewSection[];
  toc: { id: string; title: string }[];
  conclusion?: { title?: string; content: string };
  sources: string[];
  recommendationTable?: { title: string; rows: { goal: string; product: ProductCardData }[] };
  summary: SummaryRow[];
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
  introduction: string;
  sections: StandaloneComparison['content']['sections'];
  conclusion: string;
}

/** What a route shows: the article, a standalone page, or the error view when there is no article. */
export type RouteView = ArticleView | StandaloneView | { kind: 'missing' };

const textOf = (content: string | readonly string[]) => (typeof content === 'string' ? content : content.join('\n\n'));

/** The visible title (spec §2): the given title, else the article's own, else 'Artikkeli'. */
export const viewTitle = (givenTitle: string | undefined, listTitle: string | undefined) =>
  givenTitle?.trim() || listTitle?.trim() || 'Artikkeli';

/**
 * The head title (before " | {site}") and the meta description (spec §2): an article's fixed ones where its body has
 * them, else the visible title and the list entry's description.
 */
export const viewHead = (meta: ArticleBody['meta'], title: string, listDescription: string) => ({
  headTitle: meta?.title ?? title,
  description: meta?.description ?? listDescription,
});

/** "Paras valinta, jos haluat …" → "haluat …", for the summary table. */
export function bestForOf(text: string): string | undefined {
  const match = /Paras valinta,? jos:?\s*([^.\n]+)/i.exec(text.replace(/\*\*/g, ''));
  return match ? match[1]!.trim() : undefined;
}

function breadcrumbsFor(hub: string, title: string): Crumb[] {
  const hubRoute = findRoute(`/${hub}`);
  return [
    { label: 'Etusivu', to: '/' },
    ...(hubRoute ? [{ label: hubRoute.label, to: hubRoute.path }] : []),
    { label: title },
  ];
}

function productFor(ids: readonly string[] | undefined, title: string): ProductCardData | undefined {
  const byId = ids?.[0] ? productCard(ids[0]) : undefined;
  if (byId) return byId;
  const byTitle = products.find((product) => product.title === title);
  return byTitle ? productCard(byTitle.id) : undefined;
}

/** The body's sections as the viewer renders them, with heading ids and the jumps of 'Mukana vertailussa'. */
export function buildSections(body: ArticleBody): ViewSection[] {
  const used = new Set<string>();
  const uniqueId = (title: string, index: number) => {
    let id = title ? headingId(title) : `osio-${index + 1}`;
    while (used.has(id)) id = `${id}-${index + 1}`;
    used.add(id);
    return id;
  };
  const sections: ViewSection[] = body.content.sections.map((section, index) => {
    const id = uniqueId(section.title, index);
    switch (section.type) {
      case 'text':
        return { type: 'text', id, title: section.title, content: textOf(section.content) };
      case 'bullets':
        return {
          type: 'bullets',
          id,
          title: section.title,
          items: section.content.map((item) => ({ text: stripBullet(item) })),
        };
      case 'text-with-image': {
        const product = productFor(section.productIds, section.title);
        const image = product
          ? product.image
          : section.imagePath
            ? { src: section.imagePath, alt: section.title }
            : undefined;
        return { type: 'text-with-image', id, title: section.title, content: textOf(section.content), product, image };
      }
      case 'products':
        return { type: 'products', id, title: section.title, products: productCardsByIds(section.productIds) };
      case 'product-images':
        return { type: 'product-images', id, title: section.title, products: productCardsByIds(section.productIds) };
    }
  });
  // "Mukana vertailussa": each bullet jumps to the heading of the text-with-image section with the same title.
  const targets = new Map(
    sections.filter((section) => section.type === 'text-with-image').map((section) => [section.title, section.id]),
  );
  return sections.map((section) =>
    section.type === 'bullets' && section.title === 'Mukana vertailussa'
      ? { ...section, items: section.items.map((item) => ({ ...item, target: targets.get(item.text) })) }
      : section,
  );
}

/** The view of the page at `pathname`. */
export function buildRouteView(pathname: string): RouteView {
  const articleId = articleIdFor(pathname);
  const item = articleList.find((entry) => entry.id === articleId);
  if (!articleId || !item) return { kind: 'missing' };
  const canonicalPath = canonicalPathFor(pathname);

  const page = standalonePages[articleId];
  if (page) {
    return {
      kind: 'standalone',
      title: page.title,
      headTitle: page.title,
      description: page.description,
      canonicalPath,
      breadcrumbs: breadcrumbsFor(item.hub, page.title),
      updateDate: page.meta.updateDate,
      introduction: page.content.introduction,
      sections: page.content.sections,
      conclusion: page.content.conclusion,
    };
  }

  const body = articleBodies[articleId];
  if (!body) return { kind: 'missing' };
  const title = viewTitle(body.title, item.title);
  const sections = buildSections(body);
  const summary: SummaryRow[] = sections.flatMap((section) =>
    section.type === 'text-with-image' && section.product
      ? [
          {
            name: section.product.title,
            target: section.id,
            bestFor: bestForOf(section.content),
            rating: section.product.rating,
            price: section.product.price,
            href: section.product.href,
            storeName: section.product.storeName,
          },
        ]
      : [],
  );
  const subjects = endGridSubjects[articleId];
  const endProducts = subjects ? productCardsBySubjects(subjects) : [];
  const extras = articleComparisonCards[articleId];
  const featured = extras ? articleCard(extras.featured.id) : undefined;
  const recommendationTable = body.content.recommendationTable
    ? {
        title: body.content.recommendationTable.title,
        rows: body.content.recommendationTable.rows.flatMap((row) => {
          const product = productCard(row.productId);
          return product ? [{ goal: row.goal, product }] : [];
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
  if (body.content.conclusion && body.content.conclusionTitle)
    toc.push({ id: 'yhteenveto', title: body.content.conclusionTitle });

  return {
    kind: 'article',
    title,
    ...viewHead(body.meta, title, item.description),
    canonicalPath,
    breadcrumbs: breadcrumbsFor(item.hub, title),
    updateDate: body.updateDate,
    image: { src: item.image, alt: title },
    introduction: body.content.introduction,
    sections,
    toc: toc.length >= 4 ? toc : [],
    conclusion: body.content.conclusion
      ? { title: body.content.conclusionTitle, content: body.content.conclusion }
      : undefined,
    sources: body.content.sources ?? [],
    recommendationTable,
    summary,
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
