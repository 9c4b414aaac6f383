// The test suite's world of offers (docs/testing.md, "The suite's world"): the shops, prices, days, stock and product
// pages every product had when the world was last extended, kept in e2e/world/offers.yaml. A build with SITE_OFFERS set
// to that file shows those offers instead of the catalogue's, so a refresh of the shops' feeds, which rewrites only the
// offers, changes nothing the suite sees: no screenshot, no expectation. The deployed build never sets it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readYamlFile } from '../markdown.server.ts';
import { orThrow, parseWithSchema, type ContentProblem } from '../problems.ts';
import { offerSchema, type Offer, type Product } from '../schemas/product.ts';

/** Each product's offers in the world, by product id. */
export type OfferWorld = ReadonlyMap<string, readonly Offer[]>;

const offersSchema = z.array(offerSchema);

/** Reads a world file; its problems (YAML, schema) name the file, the line, the product and the field. */
export function readOfferWorld(file: string, source: string): { world?: OfferWorld; problems: ContentProblem[] } {
  const yaml = readYamlFile(file, source);
  if (yaml.problems.length > 0) return { problems: yaml.problems };
  const data: unknown = yaml.data ?? {};
  if (typeof data !== 'object' || Array.isArray(data))
    return {
      problems: [
        { file, line: 1, entry: '(tiedosto)', field: '(tiedosto)', message: 'tuotteiden tarjoukset tunnuksittain' },
      ],
    };
  const world = new Map<string, readonly Offer[]>();
  const problems: ContentProblem[] = [];
  for (const [id, value] of Object.entries(data as Record<string, unknown>)) {
    const offers = parseWithSchema(offersSchema, value, {
      file,
      entry: id,
      lineOf: (field) => yaml.lineOf([id, ...field]),
    });
    problems.push(
      ...offers.problems.map((problem) => ({
        ...problem,
        field: problem.field === '(koko merkintä)' ? 'offers' : `offers.${problem.field}`,
      })),
    );
    if (offers.data) world.set(id, offers.data);
  }
  return problems.length > 0 ? { problems } : { world, problems };
}

/** The products with their offers as the world has them; a product the world does not hold keeps its own. */
export function inOfferWorld(products: readonly Product[], world: OfferWorld): Product[] {
  return products.map((product) => {
    const offers = world.get(product.id);
    return offers ? { ...product, offers: [...offers] } : product;
  });
}

/**
 * The world the build shows (SITE_OFFERS, a file relative to the project), or none. A world that cannot be read stops
 * the build: a suite that silently tested the live offers would pass today and fail on the next refresh.
 */
export function offerWorld(env: NodeJS.ProcessEnv = process.env): OfferWorld | undefined {
  const name = env.SITE_OFFERS?.trim();
  if (!name) return undefined;
  const file = path.resolve(process.cwd(), name);
  if (!existsSync(file))
    throw new Error(`SITE_OFFERS=${name}: tiedostoa ei ole (testien tarjousmaailma, docs/testing.md)`);
  const { world, problems } = readOfferWorld(name, readFileSync(file, 'utf8'));
  return orThrow(world, problems);
}
