import { z } from 'zod';
import { httpsUrlSchema, isoDateSchema, slugSchema } from './common.ts';
import { productSubjects } from './product.ts';

/** A source a reader can open: the authority's page, its address and the day the editors read it. */
export const sourceSchema = z.strictObject({
  /** Who says it and where, e.g. "Käypä hoito -suositus: Osteoporoosi (8.12.2020)". */
  title: z.string().min(5),
  /** The page's address exactly as it was read (never reconstructed). */
  url: httpsUrlSchema,
  /** The day the page was read, yyyy-mm-dd; shown as "luettu d.m.yyyy". */
  read: isoDateSchema,
});

export type Source = z.infer<typeof sourceSchema>;

/**
 * The frontmatter of an ingredient fact sheet (content/ingredients/<id>.md): what an article may say about the
 * ingredient's dose, and where the sheet's facts come from. The body's `##` sections are the sheet's parts
 * (guidance, claims, safety), shown in articles with `::fact{sheet="<id>" part="<section title>"}`.
 */
export const ingredientFrontmatterSchema = z
  .strictObject({
    /** The ingredient's name as a heading shows it, e.g. "D-vitamiini". */
    name: z.string().min(2),
    /**
     * The words an article names the ingredient with, lowercase, e.g. ["d-vitamiini", "d3-vitamiini"]: a sentence
     * containing one of them is checked against `doses`. A word matches at the start of a word and in any inflection.
     */
    names: z
      .array(
        z
          .string()
          .min(3)
          .regex(/^[^A-ZÅÄÖ]+$/, 'pienin kirjaimin'),
      )
      .min(1),
    /** The dose range the sheet's guidance covers; an article that states a larger dose must say why. */
    doses: z
      .strictObject({
        /** The unit doses are written in: µg, mg or g (other metric units are converted; IU only where `iuPerUnit` is set). */
        unit: z.enum(['µg', 'mg', 'g']),
        /**
         * The largest daily dose the guidance covers, in `unit`: a number, or the name of one of the sheet's `figures`
         * when the sheet states that amount (magnesium's upper level, `max: yläraja`).
         */
        max: z.union([z.number().positive(), slugSchema]),
        /** International units per `unit` (vitamin D: 40 per µg), so "4000 IU" is checked too. */
        iuPerUnit: z.number().positive().optional(),
        /**
         * Word stems that say why a larger dose is named, e.g. "lääkär" or "yläraja"; a sentence stating a dose above
         * `max` must contain one of them.
         */
        why: z.array(z.string().min(3)).min(1),
      })
      .optional(),
    /**
     * The figures the sheet holds that pages also state, by name, as a reader sees them, e.g. `aikuiset: 10 µg` (the
     * recommended daily amount for adults). The sheet and every page write one as `:figure[<sheet id>]{name=aikuiset}`,
     * so that a figure changed here changes everywhere; a page that types a held figure beside a recommendation is
     * refused.
     */
    figures: z
      .record(
        slugSchema,
        z
          .string()
          .regex(
            /^\d+(?:,\d+)?(?:–\d+(?:,\d+)?)? (?:µg|mg|g|%)$/,
            'määrä ja yksikkö, esim. "10 µg", "3–5 g" tai "0,3 %"',
          ),
      )
      .optional(),
    /**
     * Legal limits on the ingredient's concentration in products, from the law itself (e.g. Regulation (EU) 2024/996 for
     * retinol): a product whose label states more, in a subject a limit applies to, holds no pick from the limit's day.
     */
    limits: z
      .array(
        z.strictObject({
          /** What products the limit concerns, as a reader reads it, e.g. "kasvo- ja käsituotteet". */
          products: z.string().min(3),
          /** The catalogue subjects it applies to, e.g. [retinoli]. */
          subjects: z.array(z.enum(productSubjects)).min(1),
          /**
           * The highest concentration allowed, in per cent: a number, or the name of one of the sheet's `figures` in
           * per cent, which pages then write as `:figure[<sheet id>]{name=…}` (retinol's `maxPercent: raja`).
           */
          maxPercent: z.union([z.number().positive().max(100), slugSchema]),
          /** The day from which a product above it may not be placed on the market, yyyy-mm-dd. */
          from: isoDateSchema,
          /** The law's address (EUR-Lex or Finlex), read. */
          source: httpsUrlSchema,
        }),
      )
      .optional(),
    /** The sources of the sheet's facts: every one is listed under "Lähteet" on each page that shows the sheet. */
    sources: z.array(sourceSchema).min(1),
    /** The day the sheet was last checked against its sources, yyyy-mm-dd. */
    reviewed: isoDateSchema,
  })
  .superRefine((front, context) => {
    // A limit written as a figure's name must name a single amount of the sheet in the limit's unit.
    const named = (name: string | number | undefined, unit: string, path: PropertyKey[]) => {
      if (typeof name !== 'string') return;
      if (singleAmount(front.figures?.[name], unit) === undefined)
        context.addIssue({
          code: 'custom',
          path,
          message: `"${name}" ei ole tietosivun figures-kohdan yksittäinen määrä yksikössä ${unit}`,
        });
    };
    if (front.doses) named(front.doses.max, front.doses.unit, ['doses', 'max']);
    front.limits?.forEach((limit, index) => named(limit.maxPercent, '%', ['limits', index, 'maxPercent']));
  })
  // Every reader of a sheet gets numbers: a limit named by its figure is the figure's amount.
  .transform(({ doses, limits, ...front }) => {
    const amount = (value: string | number, unit: string) =>
      typeof value === 'number' ? value : singleAmount(front.figures?.[value], unit)!;
    return {
      ...front,
      ...(doses ? { doses: { ...doses, max: amount(doses.max, doses.unit) } } : {}),
      ...(limits ? { limits: limits.map((limit) => ({ ...limit, maxPercent: amount(limit.maxPercent, '%') })) } : {}),
    };
  });

/** A figure's single amount in `unit` ("250 mg" in mg: 250), or undefined for a range, another unit or no figure. */
function singleAmount(figure: string | undefined, unit: string): number | undefined {
  const match = figure === undefined ? null : /^(\d+(?:,\d+)?) (\S+)$/.exec(figure);
  return match && match[2] === unit ? Number(match[1]!.replace(',', '.')) : undefined;
}

export type IngredientFrontmatter = z.infer<typeof ingredientFrontmatterSchema>;
