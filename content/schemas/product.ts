import { z } from 'zod';
import { httpsUrlSchema, localImageSchema, priceSchema, ratingSchema, slugSchema } from './common.ts';

/** Catalogue categories: the spec's eighteen and three that the comparisons need. */
export const productCategories = [
  'Laboratoriotestit',
  'Luonnonkosmetiikan deodorantit',
  'Luonnonkosmetiikan shampoot',
  "Älyvaa'at",
  'Lihashuoltovasarat',
  'Paljasjalkakengät',
  'Kauneus',
  'Älykellot',
  'Mikroneulain',
  'Lisäravinteet',
  'Verenpainemittarit',
  'Superfoodit',
  'Uni',
  'Elektrolyytit',
  'Kollageenivalmisteet',
  'Punavalo',
  'Lisäravinteet 50+',
  'Kreatiini',
  'Kirkasvalolamput',
  'Kotitreenivälineet',
  'Proteiinijauheet',
] as const;

/**
 * Subjects that articles look products up by (spec §2: the end-of-article grids use proteiinijauheet, elektrolyytit,
 * punavalot, unimaskit, tyynyt, korvatulpat, painopeitot, biotiini, kauneusravintolisat, kotitreenivälineet,
 * urheilukellot, kreatiini and unenseurantalaitteet) plus the subjects of the other comparisons.
 */
export const productSubjects = [
  'proteiinijauheet',
  'elektrolyytit',
  'punavalot',
  'unimaskit',
  'tyynyt',
  'korvatulpat',
  'painopeitot',
  'biotiini',
  'kauneusravintolisat',
  'kotitreenivälineet',
  'urheilukellot',
  'kreatiini',
  'unenseurantalaitteet',
  'aktiivisuusrannekkeet',
  'älykellot',
  "älyvaa'at",
  'verenpainemittarit',
  'kirkasvalolamput',
  'laboratoriotestit',
  'magnesium',
  'omega3',
  'd-vitamiini',
  'adaptogeenit',
  'melatoniini',
  'superfoodit',
  'kollageeni',
  'lisäravinteet-50',
  'hyaluronihappo',
  'retinoli',
  'aurinkovoiteet',
  'ihokarvanpoistajat',
  'kasvohöyryttimet',
  'mikroneulaimet',
  'deodorantit',
  'shampoot',
  'kasvovoiteet',
  'lihashuoltovasarat',
  'paljasjalkakengät',
] as const;

/** One product offer: a product at one shop. The same id may appear once per shop. */
export const productSchema = z.object({
  /** The product's slug; shared by its offers at different shops. */
  id: slugSchema,
  /** The product's name exactly as its maker writes it, e.g. "Puhdistamo Magnesium Superyhdiste". */
  title: z.string().min(3),
  /** The maker's brand, for the product browser's brand filter. */
  brand: z.string().min(1),
  /** The catalogue category. */
  category: z.enum(productCategories),
  /** The subjects articles find this product by; at least one. */
  subjects: z.array(z.enum(productSubjects)).min(1),
  /** The id of the shop in content/stores.ts. */
  store: slugSchema,
  /** The shop's own page for this product, only where it is known; otherwise the link is the shop's search. */
  productUrl: httpsUrlSchema.optional(),
  /** A picture of the product: the site's own artwork, or a remote CDN image with a width parameter (700–1400). */
  image: z.union([localImageSchema, httpsUrlSchema]).optional(),
  /** The image's alt text; the product's name when left out. */
  imageAlt: z.string().min(3).optional(),
  /** What the product is, as bullet lines ("• …" or "- …", one per line); 2–6 lines (spec §3: "bullet lines"). */
  description: z
    .string()
    .refine((text) => {
      const lines = text.split('\n').filter((line) => line.trim() !== '');
      return lines.length >= 2 && lines.length <= 6;
    }, 'kuvauksessa 2–6 riviä')
    .refine(
      (text) => text.split('\n').every((line) => line.trim() === '' || /^[•-] /.test(line)),
      'jokainen kuvauksen rivi alkaa "• " tai "- "',
    ),
  /** A typical retail price at this shop, e.g. "24,90 €". */
  price: priceSchema.optional(),
  /** The editors' rating out of 5. */
  rating: ratingSchema.optional(),
  /** Short selling points; cards show at most three. */
  highlights: z.array(z.string().min(2).max(60)).max(5).optional(),
});

export type Product = z.infer<typeof productSchema>;
export type ProductCategory = (typeof productCategories)[number];
export type ProductSubject = (typeof productSubjects)[number];
