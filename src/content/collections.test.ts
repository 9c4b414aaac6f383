import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publicImageExists } from '../../scripts/vite-plugin-validate-content';
import { contentRoutes, routes } from '~/config/routes';
import { buildSections } from '~/data/article-view.server';
import { countWords, readingMinutes } from '~/lib/word-count';
import { loadContent, readContent, readDocument, type Article, type BodyLink } from './collections.server';
import { formatProblem } from './problems';
import { healthText } from './collections/health-note.server';
import { catalogue, catalogueFiles } from './collections/products.server';
import { listInFinnish } from './rules/price-bands';
import { blocksText, type Block } from '~/lib/rich-text';
import { findContentProblems } from './validate';

const [first, second, third] = ['puhdistamo-tripla-magnesium', 'pharma-nord-bio-magnesium', 'solgar-magnesium-citrate'];
const nameOf = (id: string) => catalogue().find((product) => product.id === id)!.title;
const priceOf = (id: string) => catalogue().find((product) => product.id === id)!.offers[0]!.price!;

/** A new comparison, written as an editor would: one file. */
const newComparison = `---
title: Magnesium illalla {vuosi} – kolme valmistetta vertailussa
route: /paras-magnesium-illalla
category: Vertailut
hub: lisaravinteet
description: "Kolme magnesiumvalmistetta iltakäyttöön rinnakkain, ja lopussa yhteenveto siitä, mikä muoto sopii kenellekin."
image: /images/articles/magnesium.svg
updateDate: 2026-11-25
priceBasis: annos
products:
  ${first}:
    bestFor: haluat kolmea magnesiumyhdistettä samassa kapselissa
---

Johdanto, jossa kerrotaan, mistä vertailussa on kyse.

::compared

## Näin valitsimme

Vertasimme [magnesiumvalmisteita](/paras-magnesium) kolmella perusteella.

:::product{id="${first}"}
Ensimmäinen kappale.

**Vahvuudet:** kolme yhdistettä.
:::

:::product{id="${second}"}
Tabletti.
:::

:::product{id="${third}"}
Sitraatti.
:::

::products

:::conclusion
## Yhteenveto

Valitse muoto vatsasi mukaan.
:::
`;

const root = mkdtempSync(path.join(tmpdir(), 'sisalto-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
/** A content folder of its own: only the given files. */
function contentFolder(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(root, 'content-'));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), source);
  }
  return folder;
}

describe('adding a comparison article', () => {
  const content = readContent(contentFolder({ 'articles/paras-magnesium-illalla.md': newComparison }));
  const [article] = content.articles;

  it('is one file: it reads without problems and validates against the real catalogue and routes', () => {
    expect(content.problems.map(formatProblem)).toEqual([]);
    const fixtureRoutes = contentRoutes(content);
    expect(
      findContentProblems({
        site: undefined,
        about: undefined,
        catalogueFiles: catalogueFiles(),
        documents: content,
        routePaths: [...routes, ...fixtureRoutes].map((route) => route.path),
        imageExists: publicImageExists,
      })
        .filter((problem) => problem.file.startsWith('content/articles'))
        .map(formatProblem),
    ).toEqual([]);
  });

  it('gets its route, its card in the lists and its search entry from its frontmatter', () => {
    expect(contentRoutes(content)).toEqual([
      { path: '/paras-magnesium-illalla', kind: 'article', label: '', articleId: 'paras-magnesium-illalla' },
    ]);
    expect(content.items).toEqual([
      {
        id: 'paras-magnesium-illalla',
        title: 'Magnesium illalla 2026 – kolme valmistetta vertailussa',
        path: '/paras-magnesium-illalla',
        type: 'article',
        category: 'Vertailut',
        hub: 'lisaravinteet',
        description:
          'Kolme magnesiumvalmistetta iltakäyttöön rinnakkain, ja lopussa yhteenveto siitä, mikä muoto sopii kenellekin.',
        image: '/images/articles/magnesium.svg',
        meta: { author: 'Hyvinvointivertailun toimitus', updateDate: '2026-11-25' },
      },
    ]);
  });

  it('derives "Mukana vertailussa", the product headings, the cards and "Paras valinta, jos" from the catalogue', () => {
    const sections = buildSections(article!);
    expect(sections.map((section) => [section.type, section.title])).toEqual([
      ['bullets', 'Mukana vertailussa'],
      ['text', 'Näin valitsimme'],
      ['text-with-image', nameOf(first!)],
      ['text-with-image', nameOf(second!)],
      ['text-with-image', nameOf(third!)],
      ['products', 'Vertailun tuotteet'],
    ]);
    const [jumps, , firstProduct] = sections;
    expect(jumps?.type === 'bullets' && jumps.items.map((item) => item.target)).toEqual(
      sections.filter((section) => section.type === 'text-with-image').map((section) => section.id),
    );
    expect(firstProduct?.type === 'text-with-image' && firstProduct.content[1]).toEqual({
      tag: 'p',
      html: '<strong>Paras valinta, jos</strong> haluat kolmea magnesiumyhdistettä samassa kapselissa.',
    });
    const cards = sections.find((section) => section.type === 'products');
    expect(cards?.type === 'products' && cards.products.map((product) => product.id)).toEqual([first, second, third]);
  });

  it('writes a product price referred to with :price[id] from the catalogue, and keeps "EU:ssa" as text', () => {
    const { doc, problems } = broken(
      'Tabletti.',
      `Tabletti maksaa :price[${second}] EU:ssa ja :price[${first}]{shop=puhdistamo} Puhdistamolla.`,
    );
    expect(problems).toEqual([]);
    const section = doc!.sections.find((item) => item.type === 'product' && item.productId === second);
    expect(section?.type === 'product' && section.content).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: `Tabletti maksaa ${priceOf(second)} EU:ssa ja ${priceOf(first)} Puhdistamolla.` },
        ],
      },
    ]);
  });

  it('writes each compared product’s price rank from the catalogue on the day of the build', () => {
    const { doc, problems } = broken(
      'Tabletti.',
      `Tabletin :pricerank[${second}]. Kapselin :pricerank[${first}]. Sitraatin :pricerank[${third}].`,
    );
    expect(problems).toEqual([]);
    // The suite's world: the tablet the cheapest, the capsule the dearest, the citrate between them.
    expect([second, first, third].map(priceOf)).toEqual(['14,90 €', '27,90 €', '19,90 €']);
    const section = doc!.sections.find((item) => item.type === 'product' && item.productId === second);
    expect(section?.type === 'product' && blocksText(section.content)).toBe(
      'Tabletin hinta on vertailun edullisin. Kapselin hinta on vertailun kallein. Sitraatin hinta on vertailun toiseksi edullisin.',
    );
  });

  it('writes a price difference and a shop’s stock from the catalogue on the day of the build', () => {
    const { doc, problems } = broken(
      'Tabletti.',
      `Tabletti :pricediff[${second}]{vs=${first}}. Kapseli :pricediff[${first}]{vs=${second}}. Puhdistamolla: :stock[${first}]{shop=puhdistamo}.`,
    );
    expect(problems).toEqual([]);
    const section = doc!.sections.find((item) => item.type === 'product' && item.productId === second);
    // 14,90 € and 27,90 € in the suite's world; its offers carry no stock from a feed.
    expect(section?.type === 'product' && blocksText(section.content)).toBe(
      `Tabletti maksaa 13,00 € vähemmän kuin ${nameOf(first)}. Kapseli maksaa 13,00 € enemmän kuin ${nameOf(second)}. Puhdistamolla: saatavuus ei ole tiedossa.`,
    );
  });

  it('dates both prices a difference counts from in the page’s note', () => {
    const { doc } = broken('Tabletti.', `Tabletti :pricediff[${second}]{vs=${first}}.`);
    expect(doc!.prices).toEqual([
      { product: second, store: 'yliopiston-apteekki' },
      { product: first, store: 'puhdistamo' },
    ]);
  });

  it.each([
    [
      'a difference without the product it is compared with',
      'Tabletti :pricediff[pharma-nord-bio-magnesium].',
      ':pricediff[pharma-nord-bio-magnesium]: kirjoita verrattava tuote: {vs=toinen-id} (tuoteluettelon tuote, ei pharma-nord-bio-magnesium itse)',
    ],
    [
      'a stock at a shop that has no offer',
      'Tabletti: :stock[pharma-nord-bio-magnesium]{shop=bodystore}.',
      ':stock[pharma-nord-bio-magnesium]: tuotteella ei ole tarjousta kaupasta "bodystore" (kaupat: yliopiston-apteekki)',
    ],
    [
      'a rank of a product the page does not compare',
      'Tabletin :pricerank[now-foods-magnesium-citrate].',
      `:pricerank[now-foods-magnesium-citrate]: tuote ei ole tämän sivun vertailussa (:::product): vertailun tuotteet ovat ${first}, ${second}, ${third}`,
    ],
    [
      'a rank typed by hand',
      'Tabletti on vertailun halvin.',
      '«Tabletti on vertailun halvin.» kirjoittaa hinnan sijan käsin («vertailun halvin»)',
    ],
    [
      'a comparison of named products typed by hand',
      `Tabletti on ${nameOf(third)}:tä edullisempi.`,
      `«Tabletti on ${nameOf(third)}:tä edullisempi.» vertaa nimetyn tuotteen hintaa käsin («edullisempi»)`,
    ],
  ])('stops the build on %s, at its line and section', (_, text, message) => {
    const { problems } = broken('Tabletti.', text);
    const line = newComparison.split('\n').indexOf('Tabletti.') + 1;
    expect(problems.map(formatProblem)).toEqual([
      expect.stringContaining(`${file}:${line} › paras-magnesium-illalla › :::product{id="${second}"}: ${message}`),
    ]);
  });

  it('computes its reading time from what a reader reads, the derived parts included', () => {
    expect(article!.text).toContain(`Paras valinta, jos haluat kolmea magnesiumyhdistettä samassa kapselissa.`);
    expect(article!.text).toContain(nameOf(third!));
    expect(readingMinutes(countWords(article!.text))).toBe(1);
  });
});

/** The new comparison with one change, read alone. */
const broken = (from: string, to: string) => {
  expect(newComparison).toContain(from);
  return readDocument('articles', 'content/articles/paras-magnesium-illalla.md', newComparison.replace(from, to));
};
const file = 'content/articles/paras-magnesium-illalla.md';

/** The real catalogue with one article and nothing else, for the checks that span collections. */
const withArticle = (article: Article, links: BodyLink[] = []) => ({
  catalogueFiles: catalogueFiles(),
  documents: {
    articles: [article],
    standalone: [],
    reviews: [],
    ingredients: [],
    sources: {},
    items: [],
    links,
    problems: [],
  },
});

describe('the health note', () => {
  it('ends every conclusion from content/notes.yaml, unless the frontmatter says healthNote: false', () => {
    const lastParagraph = (source: string) =>
      blocksText(readDocument('articles', file, source).doc!.conclusion!.content.slice(-1));
    expect(lastParagraph(newComparison)).toBe(healthText(loadContent().notes!, 'artikkeli'));
    expect(lastParagraph(newComparison.replace('updateDate:', 'healthNote: false\nupdateDate:'))).toBe(
      'Valitse muoto vatsasi mukaan.',
    );
  });
  it('ends every review and standalone page too, in their own words, from the same line of content/notes.yaml', () => {
    const content = loadContent();
    const last = (blocks: readonly Block[]) => blocksText(blocks.slice(-1));
    expect(content.reviews.map((review) => [review.id, last(review.sections.at(-1)!.content)])).toEqual(
      content.reviews.map((review) => [review.id, healthText(content.notes!, 'arvostelu')]),
    );
    expect(content.standalone.map((page) => [page.id, last(page.conclusion)])).toEqual(
      content.standalone.map((page) => [page.id, healthText(content.notes!, 'sivu')]),
    );
    expect(healthText(content.notes!, 'arvostelu')).toMatch(/^Tämä arvostelu on yleistä tietoa/);
  });

  it('refuses a typed copy in a review, as in an article', () => {
    const oura = readFileSync('content/reviews/oura-sormus.md', 'utf8');
    const typed = `${oura}\nTämä arvostelu on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.\n`;
    const { problems } = readDocument('reviews', 'content/reviews/oura-sormus.md', typed);
    expect(problems.map(formatProblem)).toEqual([
      'content/reviews/oura-sormus.md › oura-sormus › terveyshuomautus: «Tämä arvostelu on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.» tulee tiedostosta content/notes.yaml: poista se tekstistä (artikkelissa healthNote: false jättää sen pois)',
    ]);
  });
});

describe('a broken article stops the build with file, line, entry and field', () => {
  it.each([
    [
      'the health note typed into the conclusion',
      'Valitse muoto vatsasi mukaan.',
      'Valitse muoto vatsasi mukaan.\nTämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
      `${file}:40 › paras-magnesium-illalla › healthNote: «Tämä artikkeli on yleistä tietoa`,
    ],
    [
      'no conclusion for the health note to end',
      ':::conclusion\n## Yhteenveto\n\nValitse muoto vatsasi mukaan.\n:::\n',
      '',
      `${file} › paras-magnesium-illalla › healthNote: terveyshuomautus päättää yhteenvedon`,
    ],
    [
      'a date that does not exist',
      'updateDate: 2026-11-25',
      'updateDate: 2025-02-30',
      `${file}:8 › paras-magnesium-illalla › updateDate: päivämäärä muodossa vvvv-kk-pp`,
    ],
    [
      'a misspelt field',
      'updateDate:',
      'updatedDate:',
      `${file}:8 › paras-magnesium-illalla › updatedDate: tuntematon kenttä updatedDate`,
    ],
    ['a missing field', 'hub: lisaravinteet\n', '', `${file}:1 › paras-magnesium-illalla › hub:`],
    [
      'a category outside the list',
      'category: Vertailut',
      'category: Ruoka',
      `${file}:4 › paras-magnesium-illalla › category:`,
    ],
    [
      'a product with fields but no section',
      `  ${first}:\n`,
      `  ${first}:\n    bestFor: x x x x x x x x x\n  ei-osiota:\n`,
      `${file}:13 › paras-magnesium-illalla › products.ei-osiota: tuotteella ei ole osiota :::product{id="ei-osiota"}`,
    ],
    [
      'a product section twice',
      `:::product{id="${third}"}`,
      `:::product{id="${second}"}`,
      `${file}:33 › paras-magnesium-illalla › product: tuotteella ${second} on jo osio`,
    ],
    [
      'an unknown directive',
      '::products',
      '::tuotteet',
      `${file}:37 › paras-magnesium-illalla › sections: tuntematon direktiivi "tuotteet"`,
    ],
    [
      'a product section without its id',
      `:::product{id="${third}"}`,
      ':::product',
      `${file}:33 › paras-magnesium-illalla › product: :::product tarvitsee tuotteen tunnuksen`,
    ],
    [
      'a third-level heading between sections',
      '## Näin valitsimme',
      '### Näin valitsimme',
      `${file}:19 › paras-magnesium-illalla › sections: käytä osioiden otsikoissa ##-tasoa`,
    ],
    [
      'HTML in the text',
      'Tabletti.',
      'Tabletti <b>vahva</b>.',
      `${file}:30 › paras-magnesium-illalla › :::product{id="${second}"}: HTML:ää ei käytetä tekstissä`,
    ],
    [
      'a conclusion without its heading',
      '## Yhteenveto\n',
      '',
      `${file}:39 › paras-magnesium-illalla › conclusion: :::conclusion alkaa ##-otsikolla`,
    ],
    [
      'a product price typed into its section instead of referred to',
      'Tabletti.',
      `Tabletti maksaa ${priceOf(second)}.`,
      `${file}:30 › paras-magnesium-illalla › :::product{id="${second}"}: hinta ${priceOf(second)} on tuoteluettelon tieto: kirjoita :price[${second}]`,
    ],
    [
      'a product price typed next to its name in other text',
      'Valitse muoto vatsasi mukaan.',
      `${nameOf(first)} maksaa ${priceOf(first)}.`,
      `${file}:42 › paras-magnesium-illalla › teksti: hinta ${priceOf(first)} on tuoteluettelon tieto: kirjoita :price[${first}]`,
    ],
    [
      'a price reference to a product the catalogue lacks',
      'Tabletti.',
      'Tabletti maksaa :price[ei-luettelossa].',
      `${file}:30 › paras-magnesium-illalla › :::product{id="${second}"}: :price[ei-luettelossa]: tuotetta ei ole tuoteluettelossa`,
    ],
    [
      'a price reference to a shop that does not sell the product',
      'Tabletti.',
      `Tabletti maksaa :price[${second}]{shop=bodystore}.`,
      `:price[${second}]: tuotteella ei ole tarjousta kaupasta "bodystore" (kaupat: yliopiston-apteekki)`,
    ],
    [
      'an inline directive other than :price',
      'Tabletti.',
      `Tabletti maksaa :hinta[${second}].`,
      `${file}:30 › paras-magnesium-illalla › :::product{id="${second}"}: tuntematon merkintä :hinta[…]`,
    ],
    [
      'a price per serving worked out in a sentence',
      'Tabletti.',
      'Tabletti maksaa noin 0,25 € päivässä.',
      `${file}:30 › paras-magnesium-illalla › :::product{id="${second}"}: euromäärä 0,25 € on kirjoitettu tekstiin`,
    ],
    [
      'a price reference divided in the text',
      'Valitse muoto vatsasi mukaan.',
      `Kapseli maksaa (:price[${first}] / 120).`,
      `${file}:42 › paras-magnesium-illalla › teksti: laskutoimitus hinnalla («:price[${first}] / 120).»)`,
    ],
    [
      'a missing fact explained away',
      'Sitraatti.',
      'Sitraatin magnesiummäärä ei ollut tiedossamme.',
      `${file}:34 › paras-magnesium-illalla › :::product{id="${third}"}: «ei ollut tiedossamme»: puuttuvaa tietoa ei selitetä tekstissä`,
    ],
    [
      'a price per serving the facts cannot give',
      'Sitraatti.',
      `Annos maksaa :unitprice[${third}]{per=annos}.`,
      `${file}:34 › paras-magnesium-illalla › :::product{id="${third}"}: :unitprice[${third}]: tuotteelta puuttuu facts: hintaa per annos ei voi laskea`,
    ],
    [
      'a price per serving of a product whose facts lack the pack size',
      'Tabletti.',
      `Annos maksaa :unitprice[${second}]{per=annos}.`,
      `${file}:30 › paras-magnesium-illalla › :::product{id="${second}"}: :unitprice[${second}]: tuotteelta puuttuu facts.count | facts.grams | facts.ml, facts.serving: hintaa per annos ei voi laskea`,
    ],
    [
      'a membership fee of a product that has none',
      'Tabletti.',
      `Jäsenyys maksaa :membership[${second}] kuukaudessa.`,
      `${file}:30 › paras-magnesium-illalla › :::product{id="${second}"}: :membership[${second}]: tuotteella ei ole jäsenyyttä (membership) tuoteluettelossa`,
    ],
    [
      'a total over months without the months',
      'Tabletti.',
      `Kahdessa vuodessa :total[${second}].`,
      `${file}:30 › paras-magnesium-illalla › :::product{id="${second}"}: :total[${second}]: kirjoita kuukaudet: {months=24}`,
    ],
    [
      'a total over months of a product without a membership',
      'Tabletti.',
      `Kahdessa vuodessa :total[${second}]{months=24}.`,
      `:total[${second}]: tuotteelta puuttuu membership: kokonaishintaa ei voi laskea`,
    ],
    [
      'price bands whose limits do not rise',
      'Valitse muoto vatsasi mukaan.',
      '::pricebands{limits="100 30"}',
      `${file}:42 › paras-magnesium-illalla › pricebands: ::pricebands tarvitsee rajat euroina nousevassa järjestyksessä`,
    ],
    [
      'two products only',
      `:::product{id="${third}"}\nSitraatti.\n:::\n`,
      '',
      `${file} › paras-magnesium-illalla › ::products: vertailussa on 3–9 tuotetta, nyt 2`,
    ],
  ])('%s', (_case, from, to, message) => {
    expect(broken(from, to).problems.map(formatProblem).join('\n')).toContain(message);
  });

  it('writes price bands from the compared products’ lowest prices, cheapest first', () => {
    const { doc } = broken('Valitse muoto vatsasi mukaan.', '::pricebands{limits="15"}');
    const lowest = (id: string) =>
      Math.min(
        ...catalogue()
          .find((product) => product.id === id)!
          .offers.map((offer) => Number(offer.price!.replace(/\D/g, ''))),
      );
    const byPrice = [first, second, third].sort((a, b) => lowest(a) - lowest(b));
    const band = (ids: string[], label: string) => (ids.length ? [`${label}: ${listInFinnish(ids.map(nameOf))}.`] : []);
    const list = doc!.conclusion!.content[0]!;
    expect(list.type).toBe('list');
    expect(
      list.type === 'list' ? list.items.map((item) => blocksText([{ type: 'paragraph', children: item }])) : [],
    ).toEqual([
      ...band(
        byPrice.filter((id) => lowest(id) < 1500),
        'Alle 15 €',
      ),
      ...band(
        byPrice.filter((id) => lowest(id) >= 1500),
        'Yli 15 €',
      ),
    ]);
  });

  it('names the line of a broken internal link and of a product missing from the catalogue', () => {
    const { doc, links } = broken(`:::product{id="${third}"}`, ':::product{id="ei-luettelossa"}');
    const problems = findContentProblems({
      ...withArticle(doc!, [
        ...links,
        { file, line: 21, entry: doc!.id, field: '## Näin valitsimme', href: '/ei-sivua' },
      ]),
      routePaths: routes.map((route) => route.path),
    }).map(formatProblem);
    expect(problems).toContain(
      `${file}:33 › paras-magnesium-illalla › :::product{id="ei-luettelossa"}: tuotetta "ei-luettelossa" ei ole tuoteluettelossa`,
    );
    expect(problems).toContain(
      `${file}:21 › paras-magnesium-illalla › ## Näin valitsimme: sisäinen linkki /ei-sivua ei johda sivulle`,
    );
    expect(problems.filter((problem) => problem.includes('/paras-magnesium '))).toEqual([]);
  });

  it('stops the build on a dose advised in the page’s own words instead of through its sheet', () => {
    // Planted: a sister page's magnesium recommendation changed by hand; the sheet holds 350 mg and 300 mg.
    const changed = broken('Johdanto, jossa', 'Aikuisille suositellaan magnesiumia 200 mg päivässä. Johdanto, jossa');
    expect(changed.problems.map(formatProblem)).toEqual([
      `${file}:15 › paras-magnesium-illalla › luku (magnesium): 200 mg on suositus, jota tietosivu magnesium ei sisällä: lisää luku tietosivun figures-kohtaan lähteineen ja kirjoita :figure[magnesium]{name=…}, niin sisarsivut eivät voi erota`,
    ]);
  });

  it('stops the build on a date typed in the text after the update date, unless it is a schedule', () => {
    const told = broken('Johdanto, jossa', 'Valmistaja julkaisi uuden kapselin 2.12.2026. Johdanto, jossa');
    expect(told.problems.map(formatProblem)).toEqual([
      `${file}:15 › paras-magnesium-illalla › teksti: Teksti kertoo päivästä 2.12.2026, joka on päivityspäivän 2026-11-25 jälkeen: sivu ei voi kertoa päivästä, jonka jälkeen sitä ei ole päivitetty; siirrä päivityspäivä tai korjaa päivä`,
    ]);
    const scheduled = broken('Johdanto, jossa', 'Vanhaa kapselia myydään 2.12.2026 asti. Johdanto, jossa');
    expect(scheduled.problems).toEqual([]);
  });

  it('stops the build when a comparison tells the reader to work out the price per serving', () => {
    const kreatiini = readFileSync('content/articles/kreatiini.md', 'utf8');
    const lead = '**Hinta annosta kohden.**';
    const line = kreatiini.split('\n').findIndex((text) => text.startsWith(lead)) + 1;
    const planted = kreatiini.replace(
      /^\*\*Hinta annosta kohden\.\*\*.*$/m,
      `${lead} Jaa pakkauksen hinta annosmäärällä.`,
    );
    const { problems } = readDocument('articles', 'content/articles/kreatiini.md', planted);
    expect(problems.map(formatProblem)).toEqual([
      `content/articles/kreatiini.md:${line} › kreatiini › teksti: «Jaa pakkauksen hinta annosmäärällä.» neuvoo lukijaa laskemaan hinnan itse («Jaa pakkauksen hinta»): teksti kertoo, mitä kannattaa verrata ja miksi, ei miten lasketaan. Vertailun yhteenvetotaulukko laskee hinnan annosta, 100 g:aa, 100 ml:aa tai kappaletta kohden tuotetiedoista, kun frontmatterissa on priceBasis (esim. priceBasis: annos); aiheartikkelissa linkitä vertailuun, jonka taulukko sen näyttää`,
    ]);
  });

  it('keeps a compared product that lacks the facts of the price per serving the comparison ranks on', () => {
    // Its cell says what is missing (article-view.test.ts) and it cannot win a pick on that price (picks.test.ts).
    const { doc } = broken('priceBasis: annos', 'priceBasis: annos');
    const problems = findContentProblems(withArticle(doc!)).map(formatProblem);
    expect(problems.filter((problem) => problem.includes('priceBasis'))).toEqual([]);
  });
});

/** A fact sheet as an editor writes one: facts once, with their sources. */
const sheet = `---
name: Testivitamiini
names: [testivitamiini]
doses:
  unit: µg
  max: 20
  iuPerUnit: 40
  why: [lääkär, yläraja]
sources:
  - title: Viranomaisen suositus
    url: https://example.fi/suositus
    read: 2026-11-25
  - title: Toinen lähde
    url: https://example.fi/toinen
    read: 2026-11-24
reviewed: 2026-11-25
---

## Suositukset ryhmittäin

| Ryhmä | Lisä päivässä |
| --- | --- |
| Aikuiset | 10 µg |

## Turvallisuus

Saannin yläraja on 100 µg päivässä.
`;

const topic = (body: string, front = '') => `---
title: Testivitamiini ja sen käyttö
route: /testivitamiini
category: Lisäravinteet
hub: lisaravinteet
description: Testivitamiinin saantisuositus ryhmittäin ja mitä valmisteen valinnassa kannattaa katsoa, lähteineen.
image: /images/articles/magnesium.svg
updateDate: 2026-11-25
${front}---

Johdanto testivitamiinista.

${body}
`;

describe('ingredient fact sheets', () => {
  const read = (body: string, front = '', sheetSource = sheet) =>
    readContent(
      contentFolder({ 'ingredients/testivitamiini.md': sheetSource, 'articles/testivitamiini.md': topic(body, front) }),
    );

  it('::fact shows a part of the sheet as a section of the article, with the sheet named', () => {
    const content = read('::fact{sheet="testivitamiini" part="Suositukset ryhmittäin"}\n\n## Oma osio\n\nTekstiä.');
    expect(content.problems.map(formatProblem)).toEqual([]);
    const [article] = content.articles;
    expect(
      article!.sections.map((section) => [
        section.type,
        'title' in section ? section.title : '',
        'sheet' in section ? section.sheet : undefined,
      ]),
    ).toEqual([
      ['text', 'Suositukset ryhmittäin', 'testivitamiini'],
      ['text', 'Oma osio', undefined],
    ]);
    expect(article!.sheets).toEqual(['testivitamiini']);
    const [shown] = buildSections(article!);
    expect(shown).toMatchObject({ type: 'text', title: 'Suositukset ryhmittäin', content: [{ tag: 'table' }] });
  });

  it('without a part shows every part, in the sheet order', () => {
    const [article] = read('::fact{sheet="testivitamiini"}').articles;
    expect(article!.sections.map((section) => ('title' in section ? section.title : ''))).toEqual([
      'Suositukset ryhmittäin',
      'Turvallisuus',
    ]);
  });

  it('adds the sheet sources to the article sources after its own, each address once', () => {
    const front = `sources:
  - Oma lähde ilman osoitetta
  - title: Viranomaisen suositus
    url: https://example.fi/suositus
    read: 2026-11-01
`;
    const [article] = read('::fact{sheet="testivitamiini"}', front).articles;
    expect(article!.sources).toEqual([
      { title: 'Oma lähde ilman osoitetta' },
      { title: 'Viranomaisen suositus', url: 'https://example.fi/suositus', read: '2026-11-01' },
      { title: 'Toinen lähde', url: 'https://example.fi/toinen', read: '2026-11-24' },
    ]);
  });

  it('an article that shows no sheet lists only its own sources', () => {
    const [article] = read('## Osio\n\nTekstiä.').articles;
    expect(article!.sheets).toEqual([]);
    expect(article!.sources).toEqual([]);
  });

  it.each([
    [
      'an unknown sheet',
      '::fact{sheet="ei-ole"}',
      'articles/testivitamiini.md:13 › testivitamiini › fact: tietosivua "ei-ole" ei ole (content/ingredients: testivitamiini)',
    ],
    [
      'an unknown part',
      '::fact{sheet="testivitamiini" part="Annokset"}',
      'articles/testivitamiini.md:13 › testivitamiini › fact: tietosivulla testivitamiini ei ole osiota "Annokset" (osiot: Suositukset ryhmittäin, Turvallisuus)',
    ],
    ['no sheet', '::fact', 'fact: ::fact tarvitsee tietosivun'],
    [
      'a dose above the range without a reason',
      '## Annos\n\nMoni ottaa 50 µg testivitamiinia.',
      'articles/testivitamiini.md:15 › testivitamiini › annos (testivitamiini): 50 µg on enemmän kuin tietosivun testivitamiini ohje kattaa (enintään 20 µg päivässä)',
    ],
    [
      'a dose in international units',
      '## Annos\n\nMoni ottaa 2 000 IU testivitamiinia.',
      'annos (testivitamiini): 2 000 IU on enemmän kuin',
    ],
  ])('%s stops the build with file, line, entry and field', (_case, body, message) => {
    expect(read(body).problems.map(formatProblem).join('\n')).toContain(message);
  });

  it('a dose limit may name the sheet’s own figure, so the amount is written once', () => {
    const byFigure = sheet
      .replace('  max: 20\n', '  max: yläraja\n')
      .replace('sources:', 'figures:\n  yläraja: 20 µg\nsources:');
    expect(read('## Annos\n\nOtetaan 20 µg testivitamiinia.', '', byFigure).problems).toEqual([]);
    expect(read('## Annos\n\nOtetaan 30 µg testivitamiinia.', '', byFigure).problems.map(formatProblem)).toEqual(
      read('## Annos\n\nOtetaan 30 µg testivitamiinia.').problems.map(formatProblem),
    );
  });

  it('a legal limit may name the sheet’s own figure in per cent, and reads as its number', () => {
    const limited = sheet.replace(
      'sources:',
      'figures:\n  raja: 0,3 %\nlimits:\n  - products: kasvotuotteet\n    subjects: [retinoli]\n    maxPercent: raja\n    from: 2025-11-01\n    source: https://example.fi/asetus\nsources:',
    );
    const content = read('::fact{sheet="testivitamiini"}', '', limited);
    expect(content.problems).toEqual([]);
    expect(content.ingredients[0]!.front.limits).toMatchObject([{ subjects: ['retinoli'], maxPercent: 0.3 }]);
  });

  it('a page that shows a sheet is not dated before the sheet was checked against its sources', () => {
    const checked = (reviewed: string) =>
      findContentProblems({
        documents: read(
          '::fact{sheet="testivitamiini"}',
          '',
          sheet.replace('reviewed: 2026-11-25', `reviewed: ${reviewed}`),
        ),
        today: '2026-11-27',
      })
        .map(formatProblem)
        .filter((problem) => problem.includes('updateDate'));
    expect(checked('2026-11-25')).toEqual([]);
    expect(checked('2026-11-26')).toEqual([
      'content/articles/testivitamiini.md:8 › testivitamiini › updateDate: päivityspäivä 2026-11-25 on ennen kuin tietosivu testivitamiini tarkistettiin 2026-11-26: siirrä päivityspäivä päivään, jona sivun sisältö muuttui',
    ]);
  });

  it('a larger dose with its reason passes', () => {
    expect(read('## Annos\n\n50 µg testivitamiinia vain lääkärin ohjeesta.').problems).toEqual([]);
  });

  it.each([
    [
      'a field missing',
      sheet.replace('reviewed: 2026-11-25\n', ''),
      'ingredients/testivitamiini.md:1 › testivitamiini › reviewed',
    ],
    [
      'an address that is not https',
      sheet.replace('https://example.fi/toinen', 'http://example.fi/toinen'),
      'ingredients/testivitamiini.md:14 › testivitamiini › sources.1.url: https-osoite',
    ],
    [
      'text before the first part',
      sheet.replace('## Suositukset ryhmittäin', 'Irrallinen kappale.\n\n## Suositukset ryhmittäin'),
      'ingredients/testivitamiini.md:19 › testivitamiini › parts: tietosivun teksti alkaa ##-otsikolla',
    ],
    [
      'a name in capitals',
      sheet.replace('names: [testivitamiini]', 'names: [Testivitamiini]'),
      'testivitamiini › names.0: pienin kirjaimin',
    ],
    [
      'a dose limit naming a figure it does not hold',
      sheet.replace('  max: 20\n', '  max: yläraja\n'),
      'testivitamiini › doses.max: "yläraja" ei ole tietosivun figures-kohdan yksittäinen määrä yksikössä µg',
    ],
    [
      'a dose limit naming a figure in another unit',
      sheet.replace('  max: 20\n', '  max: yläraja\n').replace('sources:', 'figures:\n  yläraja: 1 mg\nsources:'),
      'testivitamiini › doses.max: "yläraja" ei ole tietosivun figures-kohdan yksittäinen määrä yksikössä µg',
    ],
    [
      'a legal limit naming a figure it does not hold',
      sheet.replace(
        'sources:',
        'limits:\n  - products: kasvotuotteet\n    subjects: [retinoli]\n    maxPercent: raja\n    from: 2025-11-01\n    source: https://example.fi/asetus\nsources:',
      ),
      'testivitamiini › limits.0.maxPercent: "raja" ei ole tietosivun figures-kohdan yksittäinen määrä yksikössä %',
    ],
  ])('a sheet with %s stops the build', (_case, source, message) => {
    expect(read('::fact{sheet="testivitamiini"}', '', source).problems.map(formatProblem).join('\n')).toContain(
      message,
    );
  });
});

describe('the shared method', () => {
  const method = '## Miten vertailemme\n\nEmme arvaa puuttuvia tietoja.\n';
  const read = (files: Record<string, string>) =>
    readContent(
      contentFolder({
        'articles/paras-magnesium-illalla.md': newComparison.replace('::compared', '::compared\n\n::method'),
        ...files,
      }),
    );

  it('::method shows content/method.md as a section, the same on every page', () => {
    const content = read({ 'method.md': method });
    expect(content.problems.map(formatProblem)).toEqual([]);
    const section = content.articles[0]!.sections.find((item) => item.type === 'text' && item.shared === 'method');
    expect(section).toMatchObject({ title: 'Miten vertailemme', content: [{ type: 'paragraph' }] });
    expect(content.method?.title).toBe('Miten vertailemme');
  });

  it.each([
    [
      'no method file',
      {},
      'content/articles/paras-magnesium-illalla.md:19 › paras-magnesium-illalla › method: ::method näyttää tiedoston content/method.md, jota ei ole',
    ],
    [
      'a method without its heading',
      { 'method.md': 'Pelkkä kappale.\n' },
      'content/method.md:1 › method › title: content/method.md alkaa ##-otsikolla',
    ],
    [
      'a method with a second heading',
      { 'method.md': `${method}\n## Toinen\n` },
      'content/method.md:5 › method › content: menetelmäosiossa on yksi ##-otsikko',
    ],
  ])('%s stops the build', (_case, files, message) => {
    expect(read(files).problems.map(formatProblem).join('\n')).toContain(message);
  });
});

describe('fact sheets in a review', () => {
  const review = readDocument(
    'reviews',
    'content/reviews/puhdistamo-magnesium.md',
    readFileSync('content/reviews/puhdistamo-magnesium.md', 'utf8'),
  );
  it('::fact adds the part as a section and the sheet sources', () => {
    expect(review.problems.map(formatProblem)).toEqual([]);
    const doc = review.doc!;
    expect(doc.sheets).toEqual(['magnesium']);
    expect(doc.sections.find((section) => section.sheet === 'magnesium')?.title).toBe(
      'Magnesium ravintolisästä: yläraja ja haitat',
    );
    expect(doc.sources.length).toBeGreaterThan(0);
  });
});
