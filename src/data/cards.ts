// What the cards show, as the build-time data layer prepares it and the card components render it.

/** What an article card shows (a content item of the article list). */
export interface ArticleCardData {
  id: string;
  title: string;
  path: string;
  description: string;
  image: string;
  category: string;
  highlights?: readonly string[];
  readingTime?: number;
  publishDate?: string;
}

/** What a product card shows, prepared at build time from the catalogue and the store registry. */
export interface ProductCardData {
  /** The product's catalogue id. */
  id: string;
  /** The product's name. */
  title: string;
  /** The link to the lowest-priced offer (affiliate deep link or the shop's own address). */
  href: string;
  /** That shop's name. */
  storeName: string;
  /** When that price was read from the shop, yyyy-mm-dd, where known. */
  checkedAt?: string;
  /** The product at the other shops that sell it, the lowest price first. */
  otherOffers: ProductOffer[];
  /** The product image, or the category's artwork. */
  image: { src: string; alt: string; fallbackSrc: string };
  /** Description bullet lines, bullets already stripped. */
  description: string[];
  /** The lowest offer's price, e.g. "24,90 €". */
  price?: string;
  /** The editors' rating out of 5. */
  rating?: number;
  /** At most three highlights. */
  highlights: string[];
}

/** The product at one more shop. */
export interface ProductOffer {
  storeName: string;
  href: string;
  price?: string;
  checkedAt?: string;
}
