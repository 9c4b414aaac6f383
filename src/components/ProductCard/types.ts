/** What a product card shows, prepared at build time from the catalogue and the store registry. */
export interface ProductCardData {
  /** The product's catalogue id. */
  id: string;
  /** The product's name. */
  title: string;
  /** The store link (affiliate deep link or the shop's own address). */
  href: string;
  /** The shop's name, for the link's accessible description. */
  storeName: string;
  /** The product image, or the category's artwork. */
  image: { src: string; alt: string; fallbackSrc: string };
  /** Description bullet lines, bullets already stripped. */
  description: string[];
  /** The price as written in the catalogue, e.g. "24,90 €". */
  price?: string;
  /** The editors' rating out of 5. */
  rating?: number;
  /** At most three highlights. */
  highlights: string[];
}
