// Build-time only: the content as one whole — each collection's own problems, then the checks that span collections
// (a product's shop, a page's products, prices and picks, a link's page, a fixed page's route). Each collection's
// checks live in its module under src/content/collections/; this file runs them in order.
import type { CheckContext } from './checks.ts';
import type { LoadedContent } from './collections.server.ts';
import type { Article } from './collections/articles.server.ts';
import type { Review } from './collections/reviews.server.ts';
import type { StandalonePage } from './collections/standalone.server.ts';
import { updateDateProblem, type DatedPage } from './rules/update-dates.ts';
import { dateAfterMessage, datesAfter } from './rules/typed-dates.ts';
import { descriptionPromises, unkeptMessage, unkeptPromises } from './rules/promises.ts';
import { checkArticle } from './collections/article-checks.server.ts';
import { checkCatalogue, type CatalogueFile } from './collections/products.server.ts';
import { checkReview } from './collections/reviews.server.ts';
import { checkStandalone } from './collections/standalone.server.ts';
import { buildToday, latestUpdateDay } from './collections/site.server.ts';
import { ContentError, formatProblem, ProblemList, type ContentProblem } from './problems.ts';
import type { About } from './schemas/about.ts';
import type { ComparisonEntry } from './schemas/comparison.ts';
import type { PageText } from './schemas/page.ts';
import type { Site } from './schemas/site.ts';
import type { Network } from './schemas/network.ts';
import type { Store } from './schemas/store.ts';
import { shopNetworkProblems } from './collections/networks.server.ts';

export { formatProblem, type ContentProblem };

/** Everything the build validates, given as data so that tests can feed broken content. */
export interface ContentSet {
  /** The site's settings, the about text, the shops, the fixed pages and the comparison registry, as read. */
  site?: Site;
  about?: About;
  stores?: readonly Store[];
  /** The affiliate networks shops may name. */
  networks?: Readonly<Record<string, Network>>;
  pages?: Readonly<Record<string, PageText>>;
  comparisons?: readonly ComparisonEntry[];
  /** What the readers of those files found wrong in them. */
  fileProblems?: readonly ContentProblem[];
  /** The catalogue's files (src/content/collections/products.server.ts). */
  catalogueFiles?: readonly CatalogueFile[];
  /** The articles, standalone pages and reviews (src/content/collections.server.ts), with their problems. */
  documents?: LoadedContent;
  /** The route registry's paths; internal links, article paths and the fixed pages must be among them. */
  routePaths?: readonly string[];
  /** Whether a site image path such as "/images/articles/x.svg" exists under public/. */
  imageExists?: (sitePath: string) => boolean;
  /** The build's day, yyyy-mm-dd, that legal limits are in force on (SITE_TODAY, else today): `buildToday()` if absent. */
  today?: string;
  /** The last day a page may be dated: `latestUpdateDay()` if absent. */
  lastUpdateDay?: string;
}

/** The about text names the contact address; every fixed page of pages.yaml is a page of the route registry. */
function checkSettings(content: ContentSet, problems: ProblemList, routePaths?: ReadonlySet<string>) {
  const { site, about } = content;
  if (about && site && !about.paragraphs.some((paragraph) => paragraph.includes(site.email)))
    problems.add(
      'content/about.md',
      'about',
      'paragraphs',
      `yhdenkään kappaleen pitää mainita yhteysosoite ${site.email}`,
    );
  if (content.networks) problems.list.push(...shopNetworkProblems(content.stores ?? [], content.networks));
  for (const path of Object.keys(content.pages ?? {}))
    if (routePaths && !routePaths.has(path))
      problems.add(
        'content/pages.yaml',
        path,
        '(polku)',
        `sivua ${path} ei ole reittirekisterissä (src/config/routes.ts)`,
      );
}

/**
 * What a page's update date depends on: the sources it lists, the product facts and validation studies it shows, and
 * the fact sheets it shows.
 */
function datedPage(doc: Article | Review | StandalonePage, context: CheckContext): DatedPage {
  const facts =
    doc.kind === 'article'
      ? doc.sections.flatMap((section) => {
          if (section.type !== 'product') return [];
          const product = context.products?.get(section.productId);
          // The label facts a product section shows, and the validation study its summary row shows.
          return [product?.facts, doc.front.mustHaves?.includes('validated') ? product?.validation : undefined].flatMap(
            (fact) => (fact ? [{ product: section.productId, checkedAt: fact.checkedAt }] : []),
          );
        })
      : [];
  const sheets = ('sheets' in doc ? doc.sheets : []).flatMap((sheet) => {
    const reviewed = context.sheetsReviewed?.get(sheet);
    return reviewed ? [{ sheet, reviewed }] : [];
  });
  return { updateDate: doc.front.updateDate, sources: 'sources' in doc ? doc.sources : [], facts, sheets };
}

/** A page's card highlights and description, and the frontmatter fields they are written in. */
export const cardPromises = (doc: Article | Review | StandalonePage) =>
  doc.kind === 'review'
    ? {
        highlights: doc.front.card.highlights ?? [],
        field: 'card.highlights',
        description: doc.front.card.description,
        descriptionField: 'card.description',
      }
    : {
        highlights: doc.front.highlights ?? [],
        field: 'highlights',
        description: doc.front.description,
        descriptionField: 'description',
      };

/**
 * The headings a page shows: its sections' titles and the conclusion's; a standalone page's own heading, its groups'
 * titles and the headings its view gives every entry (src/components/ArticleView/StandaloneView.tsx).
 */
export const titlesOf = (doc: Article | Review | StandalonePage): string[] =>
  doc.kind === 'article'
    ? [
        ...doc.sections.flatMap((section) => ('title' in section && section.title ? [section.title] : [])),
        ...(doc.conclusion ? [doc.conclusion.title] : []),
      ]
    : doc.kind === 'review'
      ? doc.sections.map((section) => section.title)
      : [
          doc.front.heading ?? doc.front.title,
          ...doc.groups.flatMap((group) => [
            group.title,
            ...('devices' in group ? ['Plussat', 'Miinukset'] : ['Ominaisuudet']),
          ]),
          'Yhteenveto',
        ];

/** Every page: its id once, its dates in order, its image there, every site path it links to a page. */
function checkDocuments(documents: LoadedContent, context: CheckContext, routePaths?: ReadonlySet<string>) {
  const { problems } = context;
  const files = new Map<string, string>();
  for (const doc of [...documents.articles, ...documents.standalone, ...documents.reviews]) {
    const other = files.get(doc.id);
    if (other) problems.add(doc.file, doc.id, '(tiedoston nimi)', `sama tunnus on jo tiedostolla ${other}`, 1);
    files.set(doc.id, doc.file);
    const front = doc.front;
    if (front.publishDate && front.publishDate > front.updateDate)
      problems.add(
        doc.file,
        doc.id,
        'publishDate',
        'julkaisupäivä on päivityspäivän jälkeen',
        doc.lineOf(['publishDate']),
      );
    context.checkImage(doc.file, doc.id, 'image', front.image, doc.lineOf(['image']));
    const dated = updateDateProblem(datedPage(doc, context), context.lastUpdateDay ?? front.updateDate);
    if (dated) problems.add(doc.file, doc.id, 'updateDate', dated, doc.lineOf(['updateDate']));
    // A source's title dated after the update: the source was not read for the update it is listed in.
    for (const source of 'sources' in doc ? doc.sources : [])
      for (const date of datesAfter(source.title, front.updateDate))
        problems.add(
          doc.file,
          doc.id,
          'sources',
          dateAfterMessage(date, front.updateDate, `Lähde "${source.title}"`),
          doc.lineOf(['sources']),
        );
    const { highlights, field, description, descriptionField } = cardPromises(doc);
    const page = { titles: titlesOf(doc), text: doc.text };
    for (const unkept of unkeptPromises(highlights, page))
      problems.add(doc.file, doc.id, field, unkeptMessage(unkept), doc.lineOf(field.split('.')));
    for (const unkept of unkeptPromises(descriptionPromises(description), page))
      problems.add(doc.file, doc.id, descriptionField, unkeptMessage(unkept), doc.lineOf(descriptionField.split('.')));
  }
  for (const link of documents.links)
    if (routePaths && !routePaths.has(link.href))
      problems.add(link.file, link.entry, link.field, `sisäinen linkki ${link.href} ei johda sivulle`, link.line);
  documents.articles.forEach((article) => checkArticle(article, context));
  documents.reviews.forEach((review) => checkReview(review, context));
  documents.standalone.forEach((page) => checkStandalone(page, context));
}

/** Checks the content's files and their references to each other; returns every problem found. */
export function findContentProblems(content: ContentSet): ContentProblem[] {
  const problems = new ProblemList();
  const routePaths = content.routePaths ? new Set(content.routePaths) : undefined;
  const checkImage: CheckContext['checkImage'] = (file, entry, field, image, line) => {
    if (image?.startsWith('/') && content.imageExists && !content.imageExists(image))
      problems.add(file, entry, field, `kuvaa ${image} ei ole kansiossa public/`, line);
  };
  problems.list.push(...(content.fileProblems ?? []));
  checkSettings(content, problems, routePaths);
  const catalogue =
    content.catalogueFiles && checkCatalogue(content.catalogueFiles, { stores: content.stores, checkImage });
  problems.list.push(...(catalogue?.problems ?? []));
  const documents = content.documents;
  const documentIds = new Set(
    documents ? [...documents.articles, ...documents.standalone, ...documents.reviews].map((doc) => doc.id) : [],
  );
  if (documents) {
    problems.list.push(...documents.problems);
    const limits = documents.ingredients.map((sheet) => ({
      sheet: sheet.id,
      names: sheet.front.names,
      limits: sheet.front.limits ?? [],
    }));
    const today = content.today ?? buildToday();
    const lastUpdateDay = content.lastUpdateDay ?? latestUpdateDay();
    const sheetsReviewed = new Map(documents.ingredients.map((sheet) => [sheet.id, sheet.front.reviewed]));
    checkDocuments(
      documents,
      {
        problems,
        products: catalogue?.products,
        documentIds,
        checkImage,
        limits,
        today,
        lastUpdateDay,
        sheetsReviewed,
      },
      routePaths,
    );
  }
  for (const comparison of content.comparisons ?? [])
    if (documents && !documentIds.has(comparison.id))
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
