/** One entry of the search index (/hakuindeksi.json): only what search and its result cards need. */
export interface SearchIndexEntry {
  type: 'article' | 'review' | 'product';
  title: string;
  description: string;
  category: string;
  /** At most three. */
  highlights: string[];
  /** A page of the site (articles and reviews). */
  path?: string;
  /** A store link (products): opens in a new tab as a sponsored link. */
  href?: string;
  price?: string;
}
