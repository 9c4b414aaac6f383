import { normaliseGtin } from '../../lib/gtin.ts';
import { z } from 'zod';
import { specValuesShape } from '../device-specs.ts';
import { httpsUrlSchema, isoDateSchema, localImageSchema, priceSchema, ratingSchema, slugSchema } from './common.ts';

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

/** The maker's serving: pieces, grams or millilitres (one of them). */
export const servingSchema = z.strictObject({
  count: z.number().positive().optional(),
  grams: z.number().positive().optional(),
  ml: z.number().positive().optional(),
});

/**
 * What the maker's label says of a pack, from a page actually read: the prices per serving, per 100 g or per piece are
 * computed from it. A fact that could not be read is left out, and nothing is ranked on it.
 */
export const productFactsSchema = z.strictObject({
  /** The form as the label names it, e.g. "kapseli", "tabletti", "jauhe". */
  form: z.string().min(3).optional(),
  /** Pieces in a pack: capsules, tablets, sachets. */
  count: z.number().int().positive().optional(),
  /** Grams in a pack (powders). */
  grams: z.number().positive().optional(),
  /** Millilitres in a pack (liquids, creams). */
  ml: z.number().positive().optional(),
  /** The maker's daily serving ("päiväannos"), in the pack's unit. */
  serving: servingSchema.optional(),
  /** Active ingredients in one serving as the label states them, e.g. magnesium 200 mg. */
  perServing: z
    .array(
      z.strictObject({
        /** The ingredient, e.g. "magnesium". */
        name: z.string().min(2),
        /** The amount in one serving. */
        amount: z.number().positive(),
        /** Its unit. */
        unit: z.enum(['g', 'mg', 'µg']),
      }),
    )
    .optional(),
  /** Concentrations the label states for a cosmetic, e.g. retinol 0,5 %. */
  concentrations: z
    .array(
      z.strictObject({
        /** The ingredient in Finnish, e.g. "retinoli". */
        name: z.string().min(2),
        /** Its share in per cent. */
        percent: z.number().positive().max(100),
      }),
    )
    .optional(),
  /** The sun protection factor on the label (50 for "SPF 50+"); `spfPlus` for the plus. */
  spf: z.number().int().positive().optional(),
  /** Whether the label says "+" after the SPF. */
  spfPlus: z.boolean().optional(),
  /** Where the facts were read: the maker's or a shop's page, an address actually seen. */
  source: httpsUrlSchema,
  /** When they were read, yyyy-mm-dd. */
  checkedAt: isoDateSchema,
});

/**
 * A product at one shop: where the card's link goes and what the shop asked for it. The card links to the lowest-priced
 * offer and lists the others.
 */
export const offerSchema = z
  .strictObject({
    /** The id of the shop in content/shops.yaml. */
    store: slugSchema,
    /** The shop's own page for this product, only where it is known; otherwise the link is the shop's search. */
    url: httpsUrlSchema.optional(),
    /** The price at this shop, e.g. "24,90 €"; left out when it was not read. */
    price: priceSchema.optional(),
    /** The day the price was read at the shop or from its feed, yyyy-mm-dd: cards say "hinta tarkistettu" that day. */
    checkedAt: isoDateSchema.optional(),
    /**
     * The day the editors entered a price they did not check at the shop, yyyy-mm-dd: cards say so. A price has this or
     * `checkedAt`; one older than the site's `priceMaxAgeDays` is not shown.
     */
    enteredAt: isoDateSchema.optional(),
    /** The shop's own id for the product in its feed (`g:id`, SKU), by which `npm run offers:import` finds the row. */
    shopProductId: z.string().min(1).optional(),
    /** Whether the shop had it when the price was checked (from the shop's feed). */
    availability: z.enum(['in_stock', 'out_of_stock', 'preorder', 'backorder']).optional(),
  })
  .refine((offer) => !offer.checkedAt || offer.price, {
    message: 'tarkistuspäivä ilman hintaa: kirjoita hinta, jonka päivä koskee',
    path: ['checkedAt'],
  })
  .refine((offer) => !offer.enteredAt || offer.price, {
    message: 'kirjauspäivä ilman hintaa: kirjoita hinta, jonka päivä koskee',
    path: ['enteredAt'],
  })
  .refine((offer) => !offer.price || offer.checkedAt || offer.enteredAt, {
    message:
      'hinnalla ei ole päivää: checkedAt, kun hinta luettiin kaupasta tai sen syötteestä, tai enteredAt, kun toimitus kirjasi sen tarkistamatta',
    path: ['price'],
  })
  .refine((offer) => !(offer.checkedAt && offer.enteredAt), {
    message: 'hinnalla on sekä checkedAt että enteredAt: tarkistettu hinta ei ole enää kirjaus, poista enteredAt',
    path: ['enteredAt'],
  });

/**
 * A service the product needs to be used in full, paid by the month (e.g. Oura-jäsenyys): what it costs and where that
 * was read. `:membership[id]` writes the monthly fee and `:total[id]{months=24}` the product's lowest price plus that
 * many months, so no sum is typed into a text.
 */
export const membershipSchema = z.strictObject({
  /** The service's name as a sentence writes it, e.g. "Oura-jäsenyys". */
  name: z.string().min(3),
  /** The fee for one month, e.g. "5,99 €". */
  monthly: priceSchema,
  /** Where the fee was read: an address actually seen (the maker's page where one could be read). */
  source: httpsUrlSchema,
  /** When it was read, yyyy-mm-dd. */
  checkedAt: isoDateSchema,
});

/** A catalogue product: what it is, once, and the shops that sell it. */
export const productSchema = z.strictObject({
  /** The product's slug, unique in the catalogue. */
  id: slugSchema,
  /** The product's name exactly as its maker writes it, e.g. "Puhdistamo Magnesium Superyhdiste". */
  title: z.string().min(3),
  /** The maker's brand, for the product browser's brand filter. */
  brand: z.string().min(1),
  /**
   * The product's GTIN (EAN) as on its barcode, 8–14 digits with a valid check digit: the same at every shop, so the
   * offers importer finds the product in any shop's feed by it. Only a number read from the pack or a shop's page.
   */
  gtin: z
    .string()
    .regex(/^(?:\d{8}|\d{12}|\d{13}|\d{14})$/, 'GTIN/EAN: 8, 12, 13 tai 14 numeroa')
    .refine((text) => normaliseGtin(text) !== undefined, 'GTIN/EAN: tarkistusnumero ei täsmää')
    .optional(),
  /** Where the GTIN was read (the maker's or a shop's page showing this very pack) and when: a GTIN needs one. */
  gtinSource: z.strictObject({ source: httpsUrlSchema, checkedAt: isoDateSchema }).optional(),
  /** The maker's own page for the product, as read. */
  makerPage: httpsUrlSchema.optional(),
  /** The catalogue category. */
  category: z.enum(productCategories),
  /** The subjects articles find this product by; at least one. */
  subjects: z.array(z.enum(productSubjects)).min(1),
  /** A picture of the product: the site's own artwork, or a remote CDN image with a width parameter (700–1400). */
  image: z.union([localImageSchema, httpsUrlSchema]).optional(),
  /** The image's alt text; the product's name when left out. */
  imageAlt: z.string().min(3).optional(),
  /** What the product is: 2–6 short lines, shown as the card's bullet list (spec §3: "bullet lines"). */
  description: z.array(z.string().min(2)).min(2, 'kuvauksessa 2–6 riviä').max(6, 'kuvauksessa 2–6 riviä'),
  /** The editors' rating out of 5. */
  rating: ratingSchema.optional(),
  /** Short selling points; cards show at most three. */
  highlights: z.array(z.string().min(2).max(60)).max(5).optional(),
  /** The pack facts, read from the maker's or a shop's page; left out when none were read. */
  facts: productFactsSchema.optional(),
  /** A monthly fee the product needs besides its price; left out when there is none or it was not read. */
  membership: membershipSchema.optional(),
  /**
   * A light device's light source, as its maker describes it: "led" for an LED device, "infrared-heat-lamp" for an
   * infrared heat lamp (which a red-light comparison may list but not recommend as a red-light device).
   */
  lightSource: z.enum(['led', 'infrared-heat-lamp']).optional(),
  /**
   * A measuring device's clinical validation, from a published study or a validated-device list actually read; left out
   * when none was found, and then the device holds no pick on a page whose must-haves include `validated`.
   */
  validation: z
    .strictObject({
      /** Whether the device passed. */
      passed: z.boolean(),
      /** The protocol, e.g. "ISO 81060-2:2018". */
      protocol: z.string().min(3),
      /** The model code the study tested, e.g. "HEM-7361T": a reader checks it against the box. */
      model: z.string().min(2).optional(),
      /** The study's or list's page, as read. */
      source: httpsUrlSchema,
      /** When it was read, yyyy-mm-dd. */
      checkedAt: isoDateSchema,
    })
    .optional(),
  /**
   * A device's specs, the ones its comparison compares (src/content/device-specs.ts), as its maker's page states them:
   * read from one page on one day, or left out. A spec that was not read stays out, and the table has no column for it.
   */
  specs: z
    .strictObject({
      ...specValuesShape,
      /** Where the specs were read: the maker's page, else a Finnish or EU shop's. */
      source: httpsUrlSchema,
      /** When they were read, yyyy-mm-dd. */
      checkedAt: isoDateSchema,
    })
    .optional(),
  /** The shops that sell it; one per shop. */
  offers: z.array(offerSchema).min(1, 'vähintään yksi kauppa'),
});

export type Offer = z.infer<typeof offerSchema>;
export type ProductFacts = z.infer<typeof productFactsSchema>;
export type ProductSpecs = NonNullable<z.infer<typeof productSchema>['specs']>;
export type Membership = z.infer<typeof membershipSchema>;

export type Product = z.infer<typeof productSchema>;
export type ProductCategory = (typeof productCategories)[number];
export type ProductSubject = (typeof productSubjects)[number];
