// What the cards show, as the build-time data layer prepares it and the card components render it.
import type { PriceDate } from '~/lib/offer-prices';

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
  /** The link to the first offer: in stock, with the lowest price shown (affiliate link or the shop's own address). */
  href: string;
  /** That shop's name. */
  storeName: string;
  /** That offer's price, e.g. "24,90 €", only while it is current (src/lib/offer-prices.ts). */
  price?: string;
  /** The day that price is dated and whether it was checked at the shop; present exactly when `price` is. */
  priceDate?: PriceDate;
  /** What the card says of the price after the shop's name, e.g. "hinta tarkistettu 27.11.2026", "katso hinta kaupasta". */
  priceNote: string;
  /** What that shop's feed said of its stock, when not simply "in stock", e.g. "loppu varastosta". */
  stock?: string;
  /** The product at the other shops that sell it, in the same order. */
  otherOffers: ProductOffer[];
  /** The product image, or the category's artwork. */
  image: { src: string; alt: string; fallbackSrc: string };
  /** Description bullet lines, bullets already stripped. */
  description: string[];
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
  priceDate?: PriceDate;
  /** When that price is from, e.g. "hinta tarkistettu 27.11.2026"; present exactly when `price` is. */
  priceNote?: string;
  stock?: string;
}
