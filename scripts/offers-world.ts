// npm run offers:world [-- --renew id,id]: keeps the test suite's world of offers (e2e/world/offers.yaml, docs/testing.md)
// in step with the catalogue's products. A product the world does not hold yet gets the offers it has in the catalogue
// today; a product no longer in the catalogue leaves the world; every other product keeps the offers the tests were
// written against, whatever the shops' feeds have made of them since. `--renew` takes the catalogue's offers again for
// the products named, when an editor means the tests to see a change (then the tests and baselines it moves are
// updated in the same commit).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { format, resolveConfig } from 'prettier';
import { catalogueFiles, productsOf } from '../src/content/collections/products.server.ts';
import { readOfferWorld } from '../src/content/collections/offer-world.server.ts';
import { orThrow } from '../src/content/problems.ts';
import { testOffers } from './lib/test-world.mjs';

const { values } = parseArgs({ options: { renew: { type: 'string', default: '' } } });
const renew = new Set(values.renew.split(',').filter(Boolean));

// The catalogue as written, without any world laid over it.
const products = productsOf(catalogueFiles());
const unknown = [...renew].filter((id) => !products.some((product) => product.id === id));
if (unknown.length > 0) {
  console.error(`Tuoteluettelossa ei ole tuotteita: ${unknown.join(', ')}`);
  process.exit(1);
}
const before = existsSync(testOffers)
  ? orThrow(
      ...(({ world, problems }) => [world, problems] as const)(
        readOfferWorld(testOffers, readFileSync(testOffers, 'utf8')),
      ),
    )
  : new Map();

const world = Object.fromEntries(
  products.map((product) => [
    product.id,
    !renew.has(product.id) && before.has(product.id) ? before.get(product.id) : product.offers,
  ]),
);
const added = products.filter((product) => !before.has(product.id)).map((product) => product.id);
const removed = [...before.keys()].filter((id) => !products.some((product) => product.id === id));

const header = `# The test suite's world of offers (docs/testing.md, "The suite's world"): each product's shops, prices, days and
# stock as the tests know them. The suite builds with these instead of the catalogue's offers, so a refresh of the
# shops' feeds passes it untouched. Written by \`npm run offers:world\`; edit by hand only to change what the tests see.
`;
const text = await format(header + stringify(world, { lineWidth: 0 }), {
  ...((await resolveConfig(testOffers)) ?? {}),
  filepath: testOffers,
});
writeFileSync(testOffers, text);
/** The ids of a change, or how many when they are too many for a line. */
const listed = (ids: readonly string[]) => (ids.length > 10 ? `${ids.length} tuotetta` : ids.join(', ') || '0');
console.log(
  `${testOffers}: ${products.length} tuotetta; lisätty ${listed(added)}; poistettu ${listed(removed)}; ` +
    `uusittu ${listed([...renew])}.`,
);
