/**
 * Categories of the article list: the spec's five (Vertailut, Terveysteknologia, Lisäravinteet, Tuotearvostelut,
 * Mindfulness) and two for the topics the spec's list had no word for (Liikunta, Kauneus).
 */
export const contentCategories = [
  'Vertailut',
  'Terveysteknologia',
  'Lisäravinteet',
  'Tuotearvostelut',
  'Mindfulness',
  'Liikunta',
  'Kauneus',
] as const;

/** The topic hubs an item belongs to, by the hub's path segment. */
export const hubs = ['lisaravinteet', 'liikunta', 'terveysteknologia', 'kauneus', 'uni'] as const;

/**
 * One entry of the article list (spec §3): what cards, search, hubs and the home page show of an article or review.
 * Not written anywhere: content/collections.server.ts derives it from each file's frontmatter.
 */
export interface ContentItem {
  /** The file's name: content/articles/<id>.md, content/standalone/<id>.md or content/reviews/<id>.md. */
  id: string;
  /** The title as cards and search show it. */
  title: string;
  /** The primary route (aliases point here as canonical). */
  path: string;
  /** What the item is. */
  type: 'article' | 'review';
  /** The category shown on cards and searched. */
  category: ContentCategory;
  /** The hub whose grid lists the item. */
  hub: Hub;
  /** One or two sentences for cards, search results and the meta description. */
  description: string;
  /** The card image: the site's own artwork. */
  image: string;
  /** Short points shown on cards (at most three are shown). */
  highlights?: string[];
  /** The first publication date, shown as "Julkaistu: {date}". */
  publishDate?: string;
  meta: {
    /** Who wrote it: always the editorial team. */
    author: string;
    /** The last update, yyyy-mm-dd; the newest three are the home page's latest articles. */
    updateDate: string;
  };
}

export type ContentCategory = (typeof contentCategories)[number];
export type Hub = (typeof hubs)[number];
