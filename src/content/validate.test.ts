import { describe, expect, it } from 'vitest';
import type { Block } from '../lib/rich-text';
import { missingFacts, type PackSize } from '../lib/unit-price';
import { publicImageExists } from '../../scripts/vite-plugin-validate-content';
import { routes } from '~/config/routes';
import { contentSet } from './content-set';
import { latestUpdateDay } from './collections/site.server';
import { contentItems, loadContent, productName } from './collections.server';
import { catalogueFiles as readCatalogueFiles } from './collections/products.server';
import { assertValidContent, findContentProblems, formatProblem, type ContentSet } from './validate';

const real: ContentSet = {
  ...contentSet(),
  routePaths: routes.map((route) => route.path),
  imageExists: publicImageExists,
};
const catalogueFiles = readCatalogueFiles();
const firstFile = catalogueFiles[0]!;
const firstProduct = firstFile.products[0]! as { id: string; offers: { store: string }[] };
/** "file:line › id" of a field of the first product, as a message starts. */
const at = (...path: PropertyKey[]) => `${firstFile.file}:${firstFile.lineOf([0, ...path])} › ${firstProduct.id}`;
const documents = loadContent();
const firstArticle = documents.articles[0]!;

/** The real content with the first article's frontmatter changed. */
const withArticle = (change: Record<string, unknown>): ContentSet => ({
  ...real,
  documents: {
    ...documents,
    articles: [{ ...firstArticle, front: { ...firstArticle.front, ...change } }, ...documents.articles.slice(1)],
  },
});

/** The real content with one catalogue entry replaced. */
const withProduct = (change: Record<string, unknown>): ContentSet => ({
  ...real,
  catalogueFiles: [
    { ...firstFile, products: [{ ...firstProduct, ...change }, ...firstFile.products.slice(1)] },
    ...catalogueFiles.slice(1),
  ],
});
/** A conclusion's list of one pick: "- **label:** text". */
const pickList = (label: string, text: string): Block => ({
  type: 'list',
  ordered: false,
  items: [
    [
      { type: 'strong', children: [{ type: 'text', text: `${label}:` }] },
      { type: 'text', text: ` ${text}` },
    ],
  ],
});

describe('content validation', () => {
  it('accepts the content as it is', () => {
    expect(
      findContentProblems(real).map(
        (problem) => `${problem.file} › ${problem.entry} › ${problem.field}: ${problem.message}`,
      ),
    ).toEqual([]);
  });

  it("has at least 100 products in the catalogue and the spec's creatine sold by two shops", () => {
    const all = catalogueFiles.flatMap((file) => file.products) as { id: string; offers: { store: string }[] }[];
    expect(new Set(all.map((product) => product.id)).size).toBeGreaterThanOrEqual(100);
    const creatine = all.find((product) => product.id === 'star-nutrition-creatine-monohydrate')!;
    expect(creatine.offers.map((offer) => offer.store)).toEqual(['fitnesstukku', 'bodystore']);
  });

  it('has an article-list entry for every article route, and for every review route whose review is written', () => {
    const listed = new Set(contentItems().map((item) => item.path));
    const aliases = routes
      .filter((route) => route.kind === 'article' && !listed.has(route.path))
      .map((route) => route.path);
    // Aliases show another article; everything else is listed under its own path.
    expect(aliases.every((path) => path.startsWith('/articles/'))).toBe(true);
    // A review route without its review shows the error view and is not listed, so that no card leads to it.
    for (const route of routes.filter((entry) => entry.kind === 'review'))
      expect(listed.has(route.path), route.path).toBe(
        documents.reviews.some((review) => review.id === route.articleId),
      );
  });

  it.each([
    [
      'a price without the Finnish form',
      withProduct({ offers: [{ ...firstProduct.offers[0], price: '24.90€' }] }),
      `${at('offers', 0, 'price')} › offers.0.price: hinta muodossa "24,90 €"`,
    ],
    [
      'a checked date without a price',
      withProduct({ offers: [{ store: firstProduct.offers[0]!.store, checkedAt: '2026-11-24' }] }),
      `${at('offers', 0, 'checkedAt')} › offers.0.checkedAt: tarkistuspäivä ilman hintaa`,
    ],
    ['a rating above 5', withProduct({ rating: 5.5 }), `${at('rating')} › rating: arvosana 0–5`],
    [
      'a description of one line',
      withProduct({ description: ['Vain yksi rivi'] }),
      `${at('description')} › description: kuvauksessa 2–6 riviä`,
    ],
    [
      'an unknown store',
      withProduct({ offers: [{ store: 'ei-kauppaa' }] }),
      `${at('offers', 0, 'store')} › offers.0.store: kauppaa "ei-kauppaa" ei ole`,
    ],
    [
      'the same shop twice',
      withProduct({ offers: [firstProduct.offers[0], firstProduct.offers[0]] }),
      `${at('offers', 1, 'store')} › offers.1.store: kauppa ${firstProduct.offers[0]!.store} on jo tuotteen tarjouksissa`,
    ],
    [
      'a product page over http',
      withProduct({ offers: [{ ...firstProduct.offers[0], url: 'http://www.kauppa.fi/x' }] }),
      `${at('offers', 0, 'url')} › offers.0.url: https-osoite`,
    ],
    [
      'a product page on another domain',
      withProduct({ offers: [{ ...firstProduct.offers[0], url: 'https://muu.example/x' }] }),
      `${at('offers', 0, 'url')} › offers.0.url: osoitteen pitää olla kaupan verkkotunnuksessa`,
    ],
    [
      'a missing product image',
      withProduct({ image: '/images/ei-ole.svg' }),
      `${at('image')} › image: kuvaa /images/ei-ole.svg ei ole`,
    ],
    [
      'an article dated after its update',
      withArticle({ publishDate: '2026-12-31' }),
      `${firstArticle.file}:${firstArticle.lineOf(['publishDate'])} › ${firstArticle.id} › publishDate: julkaisupäivä on päivityspäivän jälkeen`,
    ],
    [
      'a card highlight the page does not answer',
      withArticle({ highlights: ['Purjehdusvarusteet'] }),
      `${firstArticle.file}:${firstArticle.lineOf(['highlights'])} › ${firstArticle.id} › highlights: kortin lupaus "Purjehdusvarusteet" ei vastaa mihinkään osion otsikkoon tai kappaleen alkuun (ei sivulla lainkaan): kirjoita sille osio tai muuta lupausta`,
    ],
    [
      'a missing article image',
      withArticle({ image: '/images/articles/ei-ole.svg' }),
      `${firstArticle.file}:${firstArticle.lineOf(['image'])} › ${firstArticle.id} › image: kuvaa /images/articles/ei-ole.svg ei ole`,
    ],
    [
      'two files with the same id',
      {
        ...real,
        documents: {
          ...documents,
          standalone: [...documents.standalone, { ...documents.standalone[0]!, file: 'content/standalone/kopio.md' }],
        },
      },
      `content/standalone/kopio.md:1 › ${documents.standalone[0]!.id} › (tiedoston nimi): sama tunnus on jo tiedostolla`,
    ],
    [
      'a comparison without its article',
      { ...real, comparisons: [...real.comparisons!.slice(1), { id: 'ei-ole' }] },
      'content/comparisons.yaml › ei-ole › id: artikkelia "ei-ole" ei ole (content/articles/ei-ole.md)',
    ],
    [
      'a fixed page the route registry does not have',
      { ...real, pages: { ...real.pages, '/ei-ole': real.pages!['/']! } },
      'content/pages.yaml › /ei-ole › (polku): sivua /ei-ole ei ole reittirekisterissä',
    ],
    [
      'an about text without the contact address',
      {
        ...real,
        about: { ...real.about!, paragraphs: real.about!.paragraphs.map((text) => text.replace(/\S+@\S+/, 'x')) },
      },
      'content/about.md › about › paragraphs: yhdenkään kappaleen pitää mainita yhteysosoite',
    ],
  ])('%s stops the build with a message naming file, entry and field', (_case, content, message) => {
    expect(() => assertValidContent(content)).toThrow(message);
  });

  it('takes a product once: a second shop is an offer, not a second entry', () => {
    const content: ContentSet = {
      ...real,
      catalogueFiles: [{ ...firstFile, products: [...firstFile.products, firstProduct] }, ...catalogueFiles.slice(1)],
    };
    expect(
      findContentProblems(content).map((problem) => `${problem.entry} › ${problem.field}: ${problem.message}`),
    ).toEqual([`${firstProduct.id} › id: sama tuote on jo luettelossa (lisää kauppa sen offers-listaan)`]);
  });

  it.each([
    ['in cents', 'Hinta on 17,90 €, annos noin 0,18 €.', '17,90 €'],
    ['in whole euros', 'Hinta on 18 € Fitnesstukussa.', '18,00 €'],
  ])('stops the build when a product section states a price the catalogue does not have, %s', (_case, text, stated) => {
    const article = documents.articles.find((doc) => doc.id === 'kreatiini')!;
    const index = article.sections.findIndex((section) => section.type === 'product');
    const section = article.sections[index] as Extract<(typeof article.sections)[number], { type: 'product' }>;
    const changed = {
      ...article,
      sections: article.sections.map((each, at) =>
        at === index
          ? {
              ...section,
              content: [
                {
                  type: 'paragraph' as const,
                  children: [{ type: 'text' as const, text }],
                },
              ],
            }
          : each,
      ),
    };
    const content: ContentSet = {
      ...real,
      documents: { ...documents, articles: documents.articles.map((doc) => (doc === article ? changed : doc)) },
    };
    expect(findContentProblems(content).map(formatProblem)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/articles/kreatiini\\.md:${section.line} › kreatiini › :::product\\{id="${section.productId}"\\}: teksti sanoo ${stated} .*tuoteluettelossa .* 19,90 € / 21,90 €`,
        ),
      ),
    ]);
  });

  it("stops the build when a comparison's best pick is rated below another compared product", () => {
    const content: ContentSet = {
      ...real,
      catalogueFiles: catalogueFiles.map((file) => ({
        ...file,
        products: file.products.map((entry) =>
          (entry as { id: string }).id === '3m-e-a-r-classic' ? { ...(entry as object), rating: 4.9 } : entry,
        ),
      })),
    };
    const article = documents.articles.find((doc) => doc.id === 'korvatulpat')!;
    expect(findContentProblems(content).map(formatProblem)).toEqual([
      `content/articles/korvatulpat.md:${article.conclusion!.line} › korvatulpat › ## Yhteenveto: "Paras kokonaisuus" on Loop Quiet 2 (4,4), mutta arvosana on korkeampi: 3M E-A-R Classic 4,9; paras valinta tarvitsee vertailun korkeimman arvosanan, tai nimeä valinta perusteensa mukaan (esim. "Vegaaneille")`,
    ]);
  });

  it('builds a comparison that ranks on a price per unit some compared products lack the facts for', () => {
    // CeraVe and La Roche-Posay have no facts and Paula's Choice no price: their cells say what is missing
    // (article-view.test.ts), and none of them can win a pick made on that price (picks.test.ts).
    const content: ContentSet = {
      ...real,
      documents: {
        ...documents,
        articles: documents.articles.map((doc) =>
          doc.id === 'retinoli' ? { ...doc, front: { ...doc.front, priceBasis: '100 ml' as const } } : doc,
        ),
      },
    };
    expect(findContentProblems(content).map(formatProblem)).toEqual([]);
  });

  it('stops the build when a comparison names a best product it cannot price per its basis for every product', () => {
    // Planted: the magnesium comparison (price per serving) calls Pharma Nord's tablet its best again, while the packs of
    // its products have not all been read.
    const article = documents.articles.find((doc) => doc.id === 'magnesium')!;
    const ids = article.sections.flatMap((section) => (section.type === 'product' ? [section.productId] : []));
    const pick = pickList('Paras kokonaisuus', 'Pharma Nord Bio-Magnesium – 200 mg magnesiumia tabletissa.');
    const withPick = (files: typeof catalogueFiles): ContentSet => ({
      ...real,
      catalogueFiles: files,
      documents: {
        ...documents,
        articles: documents.articles.map((doc) =>
          doc === article ? { ...doc, conclusion: { ...doc.conclusion!, content: [pick] } } : doc,
        ),
      },
    });
    const products = catalogueFiles.flatMap((file) => file.products) as {
      id: string;
      title: string;
      facts?: PackSize;
    }[];
    const lacking = ids
      .map((id) => products.find((product) => product.id === id)!)
      .filter((product) => missingFacts(product.facts, 'annos').length > 0);
    expect(lacking.length).toBeGreaterThan(0);
    expect(findContentProblems(withPick(catalogueFiles)).map(formatProblem)).toEqual([
      `content/articles/magnesium.md:${article.conclusion!.line} › magnesium › ## Yhteenveto: "Paras kokonaisuus" sanoo parhaaksi tuotteen Pharma Nord Bio-Magnesium, mutta hintaa per annos ei voi laskea tuotteille ${lacking.map((product) => product.title).join(', ')}, koska niiltä puuttuvat tuotetiedot (facts): paras vertaa myös hintaa per annos, joten nimeä valinta perusteensa mukaan (esim. "Yksi tabletti päivässä") tai lisää tuotetiedot lähteineen`,
    ]);
    // Once every compared product's pack and serving have been read, the pick stands.
    const facts = { count: 60, serving: { count: 1 }, source: 'https://example.com/', checkedAt: '2026-11-27' };
    const complete = catalogueFiles.map((file) => ({
      ...file,
      products: file.products.map((product) =>
        lacking.some((entry) => entry.id === (product as { id: string }).id)
          ? { ...(product as object), facts }
          : product,
      ),
    }));
    expect(findContentProblems(withPick(complete)).map(formatProblem)).toEqual([]);
  });

  it('stops the build when a device pick or "Paras valinta, jos" rests on a spec the catalogue lacks', () => {
    // Planted: the smart-watch comparison picks Huawei again on battery life, with its figure, and calls Samsung's
    // watch the best choice for Android phones, while no watch has its battery life or phones read with a source.
    const article = documents.articles.find((doc) => doc.id === 'alykello')!;
    const ids = article.sections.flatMap((section) => (section.type === 'product' ? [section.productId] : []));
    const pick = pickList('Pitkä akunkesto', 'Huawei Watch GT 5 – akku kestää jopa 14 päivää.');
    const withSpecPick = (files: typeof catalogueFiles): ContentSet => ({
      ...real,
      catalogueFiles: files,
      documents: {
        ...documents,
        articles: documents.articles.map((doc) =>
          doc === article
            ? {
                ...doc,
                front: {
                  ...doc.front,
                  products: { ...doc.front.products, 'samsung-galaxy-watch7': { bestFor: 'käytät Android-puhelinta' } },
                },
                conclusion: { ...doc.conclusion!, content: [pick] },
              }
            : doc,
        ),
      },
    });
    const titles = ids.map((id) => productName(id));
    expect(findContentProblems(withSpecPick(catalogueFiles)).map(formatProblem)).toEqual([
      `content/articles/alykello.md:${article.conclusion!.line} › alykello › ## Yhteenveto: valinta "Pitkä akunkesto" vertaa laitteita tiedolla akunkesto ("akunkesto"), mutta tuoteluettelossa ei ole sitä lähteineen laitteille ${titles.join(', ')}: kirjaa tieto tuotteen specs-kenttään tai nimeä valinta sen mukaan, mitä tiedot näyttävät`,
      `content/articles/alykello.md:${article.conclusion!.line} › alykello › ## Yhteenveto: valinta "Pitkä akunkesto" sanoo laitteesta Huawei Watch GT 5 "akku kestää" (akunkesto), mutta tuoteluettelossa ei ole tuotteen tietoa akunkesto lähteineen: kirjaa se specs-kenttään tai kerro, mitä tiedot näyttävät`,
      `content/articles/alykello.md:${article.lineOf(['products', 'samsung-galaxy-watch7', 'bestFor'])} › alykello › products.samsung-galaxy-watch7.bestFor: "Paras valinta, jos" sanoo laitteesta Samsung Galaxy Watch7 "Android" (puhelimet), mutta tuoteluettelossa ei ole tuotteen tietoa puhelimet lähteineen: kirjaa se specs-kenttään tai kerro, mitä tiedot näyttävät`,
    ]);
    // Once every compared watch has its battery life and phones read from a page, the pick and the text stand.
    const specs = { batteryDays: 14, phones: 'Android', source: 'https://example.com/', checkedAt: '2026-11-27' };
    const specified = catalogueFiles.map((file) => ({
      ...file,
      products: file.products.map((product) =>
        ids.includes((product as { id: string }).id) ? { ...(product as object), specs } : product,
      ),
    }));
    // (The watches' cards, which type the same facts, then have their own problems: specCopyProblems.)
    const onPage = (content: ContentSet) =>
      findContentProblems(content).filter((problem) => problem.file === article.file);
    expect(onPage(withSpecPick(specified)).map(formatProblem)).toEqual([]);
  });

  it('stops the build when a product above a legal limit in force holds a pick or "Paras valinta, jos"', () => {
    // Planted: La Roche-Posay's serum states 1 % retinol, and each retinol comparison makes it "Paras kokonaisuus" and
    // says whom it suits best.
    const id = 'la-roche-posay-retinol-b3-serum';
    const file = catalogueFiles.find((entry) =>
      entry.products.some((product) => (product as { id: string }).id === id),
    )!;
    const pick = pickList('Paras kokonaisuus', 'La Roche-Posay Retinol B3 Serum – kevyt apteekkiseerumi.');
    const retinolPages = ['retinoli', 'retinoliseerumi'];
    const planted: ContentSet = {
      ...real,
      catalogueFiles: catalogueFiles.map((entry) =>
        entry !== file
          ? entry
          : {
              ...entry,
              products: entry.products.map((product) =>
                (product as { id: string }).id === id
                  ? {
                      ...(product as object),
                      facts: {
                        concentrations: [{ name: 'retinoli', percent: 1 }],
                        source: 'https://www.laroche-posay.fi/',
                        checkedAt: '2026-11-27',
                      },
                    }
                  : product,
              ),
            },
      ),
      documents: {
        ...documents,
        articles: documents.articles.map((doc) =>
          retinolPages.includes(doc.id)
            ? {
                ...doc,
                front: {
                  ...doc.front,
                  products: { ...doc.front.products, [id]: { bestFor: 'haluat kevyen seerumin' } },
                },
                conclusion: { ...doc.conclusion!, content: [pick, ...doc.conclusion!.content] },
              }
            : doc,
        ),
      },
    };
    const exceeds = (label: string) =>
      `"${label}" on La Roche-Posay Retinol B3 Serum, jonka pitoisuus 1 % ylittää rajan 0,3 % (kasvo- ja käsituotteet, 1.11.2025 alkaen; tietosivu retinoli): rajan ylittävä tuote ei voi olla valinta`;
    const problems = findContentProblems(planted).map(formatProblem);
    for (const article of retinolPages) {
      const doc = documents.articles.find((entry) => entry.id === article)!;
      expect(problems).toContain(
        `content/articles/${article}.md:${doc.conclusion!.line} › ${article} › ## Yhteenveto: ${exceeds('Paras kokonaisuus')}`,
      );
      expect(problems).toContain(
        `content/articles/${article}.md:${doc.lineOf(['products', id])} › ${article} › products.${id}.bestFor: ${exceeds('Paras valinta, jos')}; poista bestFor`,
      );
    }
    // The day before the limit came into force, neither is refused for the limit (the update dates are refused then).
    expect(
      findContentProblems({ ...planted, today: '2025-10-31' })
        .map(formatProblem)
        .filter((problem) => problem.includes('ylittää rajan')),
    ).toEqual([]);
  });

  it('stops the build when a page’s update date is before a source it cites was read, or after the build’s day', () => {
    const retinol = documents.articles.find((doc) => doc.id === 'retinoli')!;
    const dated = (updateDate: string, lastUpdateDay?: string): ContentSet => ({
      ...real,
      ...(lastUpdateDay ? { lastUpdateDay } : {}),
      documents: {
        ...documents,
        articles: documents.articles.map((doc) =>
          doc === retinol ? { ...doc, front: { ...doc.front, updateDate } } : doc,
        ),
      },
    });
    const at = `${retinol.file}:${retinol.lineOf(['updateDate'])} › retinoli › updateDate`;
    const newest = retinol.sources
      .map((source) => source.read ?? '')
      .sort()
      .at(-1)!;
    expect(findContentProblems(dated('2025-03-12')).map(formatProblem)).toEqual([
      expect.stringMatching(
        new RegExp(`^${at}: päivityspäivä 2025-03-12 on ennen kuin lähde ".+" luettiin ${newest}:`),
      ),
    ]);
    // The day after the last day a page may be dated (the later of the clock's day and the pinned SITE_TODAY).
    const last = latestUpdateDay();
    const tomorrow = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(findContentProblems(dated(tomorrow)).map(formatProblem)).toEqual([
      `${at}: päivityspäivä ${tomorrow} on rakennuspäivän ${last} jälkeen: kirjoita päivä, jona sisältö muuttui`,
    ]);
    // A page changed after the suite's pinned day (SITE_TODAY 2026-11-28) is dated by the day it changed.
    expect(findContentProblems({ ...dated('2026-11-29', '2026-11-29'), today: '2026-11-28' })).toEqual([]);
    expect(findContentProblems(dated('2026-11-30', '2026-11-29')).map(formatProblem)).toEqual([
      `${at}: päivityspäivä 2026-11-30 on rakennuspäivän 2026-11-29 jälkeen: kirjoita päivä, jona sisältö muuttui`,
    ]);
  });

  it('stops the build when a source’s title is dated after the update date of the page that lists it', () => {
    // Planted: a press release dated the day after the retinol page's update.
    const retinol = documents.articles.find((doc) => doc.id === 'retinoli')!;
    const after = new Date(`${retinol.front.updateDate}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    const day = `${after.getUTCDate()}.${after.getUTCMonth() + 1}.${after.getUTCFullYear()}`;
    const release = {
      title: `Valmistajan tiedote (${day})`,
      url: 'https://example.fi/tiedote',
      read: '2026-11-27',
    };
    const planted: ContentSet = {
      ...real,
      documents: {
        ...documents,
        articles: documents.articles.map((doc) =>
          doc === retinol ? { ...doc, sources: [...doc.sources, release] } : doc,
        ),
      },
    };
    expect(findContentProblems(planted).map(formatProblem)).toEqual([
      `${retinol.file}:${retinol.lineOf(['sources'])} › retinoli › sources: Lähde "Valmistajan tiedote (${day})" kertoo päivästä ${day}, joka on päivityspäivän ${retinol.front.updateDate} jälkeen: sivu ei voi kertoa päivästä, jonka jälkeen sitä ei ole päivitetty; siirrä päivityspäivä tai korjaa päivä`,
    ]);
  });

  it('stops the build when one brand holds three places of a shortlist and the page does not say why', () => {
    // Planted: two more of the creatine comparison's four products made by Star Nutrition.
    const rebranded = new Set(['optimum-nutrition-micronised-creatine-powder', 'now-foods-creatine-monohydrate']);
    const planted: ContentSet = {
      ...real,
      catalogueFiles: catalogueFiles.map((entry) => ({
        ...entry,
        products: entry.products.map((product) =>
          rebranded.has((product as { id: string }).id) ? { ...(product as object), brand: 'Star Nutrition' } : product,
        ),
      })),
    };
    const creatine = documents.articles.find((doc) => doc.id === 'kreatiini')!;
    const line = creatine.sections.find(
      (section) => section.type === 'product' && section.productId === 'now-foods-creatine-monohydrate',
    )!;
    expect(findContentProblems(planted).map(formatProblem)).toEqual([
      `content/articles/kreatiini.md:${creatine.lineOf(['products'])} › kreatiini › fewerBrands: vertailussa on vain 2 merkkiä (Star Nutrition, Puhdistamo): vertaile vähintään 3 merkkiä tai kerro kentässä fewerBrands, miksi vähemmän`,
      `content/articles/kreatiini.md:${'line' in line ? line.line : ''} › kreatiini › :::product{id="now-foods-creatine-monohydrate"}: Star Nutrition on vertailussa 3 kertaa 4:stä (Star Nutrition Creatine Monohydrate, Optimum Nutrition Micronised Creatine Powder, NOW Foods Creatine Monohydrate): yhdellä merkillä on enintään 2 paikkaa, ellei sivu kerro miksi (lause, joka nimeää merkin ja sanoo "koska")`,
    ]);
  });

  it('stops the build when a product short of a page’s must-have holds a pick or “Paras valinta, jos”, or is rated above one that meets it', () => {
    // Planted: the Microlife monitor's validation study dropped from the catalogue, so its standing is unknown.
    const id = 'microlife-bp-b3-afib';
    const planted: ContentSet = {
      ...real,
      catalogueFiles: catalogueFiles.map((entry) => ({
        ...entry,
        products: entry.products.map((product) => {
          if ((product as { id: string }).id !== id) return product;
          const { validation: _dropped, ...rest } = product as { validation?: unknown };
          return rest;
        }),
      })),
    };
    const page = documents.articles.find((doc) => doc.id === 'verenpainemittarit')!;
    const why = 'validointitietoa ei ole tuoteluettelossa (validation)';
    expect(findContentProblems(planted).map(formatProblem)).toEqual([
      `content/articles/verenpainemittarit.md:${page.conclusion!.line} › verenpainemittarit › ## Yhteenveto: "Keskiarvomittaus" on Microlife BP B3 AFIB, mutta ehdon täyttymistä ei tiedetä "validoitu" (${why}): vertailun ehdot (mustHaves) täyttämätön tuote ei voi olla valinta`,
      `content/articles/verenpainemittarit.md:${page.lineOf(['products', 'microlife-bp-b3-afib', 'bestFor'])} › verenpainemittarit › products.microlife-bp-b3-afib.bestFor: "Paras valinta, jos" on Microlife BP B3 AFIB, mutta ehdon täyttymistä ei tiedetä "validoitu" (${why}): vertailun ehdot (mustHaves) täyttämätön tuote ei voi olla valinta; poista bestFor`,
      `content/articles/verenpainemittarit.md:${page.lineOf(['mustHaves'])} › verenpainemittarit › mustHaves: Microlife BP B3 AFIB (4,3) ei täytä ehtoa "validoitu" (${why}), mutta sen arvosana on korkeampi kuin ehdot täyttävän: Withings BPM Connect 4,2; laske arvosanaa tai täydennä tieto lähteineen`,
    ]);
  });

  it('stops the build when a heat lamp holds a pick or “Paras valinta, jos” on a red-light page that recommends LED devices only', () => {
    // Planted: the red-light comparison's best pick recorded as an infrared heat lamp.
    const planted: ContentSet = {
      ...real,
      catalogueFiles: catalogueFiles.map((entry) => ({
        ...entry,
        products: entry.products.map((product) =>
          (product as { id: string }).id === 'therabody-theraface-mask'
            ? { ...(product as object), lightSource: 'infrared-heat-lamp' }
            : product,
        ),
      })),
    };
    const page = documents.articles.find((doc) => doc.id === 'punavalolaitteet')!;
    const why = 'infrapunalämpölamppu, ei LED-valolaite';
    expect(findContentProblems(planted).map(formatProblem)).toEqual([
      `content/articles/punavalolaitteet.md:${page.conclusion!.line} › punavalolaitteet › ## Yhteenveto: "Paras kokonaisuus" on Therabody TheraFace Mask, mutta ei täytä ehtoa "led-valo" (${why}): vertailun ehdot (mustHaves) täyttämätön tuote ei voi olla valinta`,
      `content/articles/punavalolaitteet.md:${page.lineOf(['products', 'therabody-theraface-mask', 'bestFor'])} › punavalolaitteet › products.therabody-theraface-mask.bestFor: "Paras valinta, jos" on Therabody TheraFace Mask, mutta ei täytä ehtoa "led-valo" (${why}): vertailun ehdot (mustHaves) täyttämätön tuote ei voi olla valinta; poista bestFor`,
      `content/articles/punavalolaitteet.md:${page.lineOf(['mustHaves'])} › punavalolaitteet › mustHaves: Therabody TheraFace Mask (4,3) ei täytä ehtoa "led-valo" (${why}), mutta sen arvosana on korkeampi kuin ehdot täyttävän: CurrentBody Skin LED Light Therapy Mask 4,2; laske arvosanaa tai täydennä tieto lähteineen`,
    ]);
  });

  it('stops the build when a review its editors did not use writes as if they had', () => {
    // Planted: one sentence of own use in the Oura review, whose basis says the editors did not use the ring.
    const review = documents.reviews.find((doc) => doc.id === 'oura-sormus')!;
    const planted: ContentSet = {
      ...real,
      documents: {
        ...documents,
        reviews: documents.reviews.map((doc) =>
          doc === review ? { ...doc, text: `${doc.text}\nTestasimme sormusta kolme viikkoa.` } : doc,
        ),
      },
    };
    expect(findContentProblems(planted).map(formatProblem)).toEqual([
      `content/reviews/oura-sormus.md:${review.lineOf(['basis'])} › oura-sormus › basis: "Testasimme sormusta kolme viikkoa." kertoo toimituksen omasta käytöstä tai testistä, mutta basis.used on false: kirjoita, mihin arvio perustuu, tai kirjaa käyttö (basis.used: true ja period)`,
    ]);
  });

  it('stops the build when a review types its rating into the text', () => {
    const review = documents.reviews.find((doc) => doc.id === 'loop-earplugs')!;
    const planted: ContentSet = {
      ...real,
      documents: {
        ...documents,
        reviews: documents.reviews.map((doc) =>
          doc === review ? { ...doc, text: `${doc.text}\nToimituksen arvosana on 4,4/5.` } : doc,
        ),
      },
    };
    expect(findContentProblems(planted).map(formatProblem)).toEqual([
      'content/reviews/loop-earplugs.md › loop-earplugs › teksti: arvosana 4,4/5 on kirjoitettu tekstiin: arvosana on tuoteluettelon tuotteen rating, ja sivu näyttää sen itse; poista luku tekstistä',
    ]);
  });

  it('stops the build when a card description promises a topic the page does not cover', () => {
    // Planted: the first article's description promises "muotoilu", which it never covers.
    const description = 'Valmisteet vertailussa: muotoilu.';
    expect(findContentProblems(withArticle({ description })).map(formatProblem)).toEqual([
      `${firstArticle.file}:${firstArticle.lineOf(['description'])} › ${firstArticle.id} › description: kortin lupaus "muotoilu" ei vastaa mihinkään osion otsikkoon tai kappaleen alkuun (ei sivulla lainkaan): kirjoita sille osio tai muuta lupausta`,
    ]);
  });

  it('stops the build when a card line repeats a spec the catalogue holds with its source', () => {
    // Planted: the first product given a user count read from a page, and its card still typing the count.
    const specs = { users: 8, source: 'https://valmistaja.example/', checkedAt: '2026-11-29' };
    const description = ['Tunnistaa jopa 8 käyttäjää', 'Wifi-yhteys'];
    expect(findContentProblems(withProduct({ specs, description })).map(formatProblem)).toEqual([
      `${at('description', 0)} › description.0: "Tunnistaa jopa 8 käyttäjää" kertoo tiedon käyttäjiä ("8 käyttäjää"), joka on kirjattu lähteineen kohtaan specs.users: kortti näyttää sen sieltä, joten poista se tältä riviltä`,
    ]);
    expect(findContentProblems(withProduct({ specs, description: ['Wifi-yhteys', 'Lasipinta'] }))).toEqual([]);
  });

  it('stops the build when a comparison is put together against the curation rules', () => {
    // Planted: the creatine comparison titled "Paras …" with its picks gone, a "Paras valinta, jos" on price and a
    // reason for fewer brands it no longer needs; the first catalogue product's card calling it cheap.
    const creatine = documents.articles.find((doc) => doc.id === 'kreatiini')!;
    const bestFor = 'star-nutrition-creatine-monohydrate';
    const planted: ContentSet = {
      ...withProduct({ highlights: ['Erittäin edullinen'] }),
      documents: {
        ...documents,
        articles: documents.articles.map((doc) =>
          doc !== creatine
            ? doc
            : {
                ...doc,
                conclusion: { ...doc.conclusion!, content: [] },
                front: {
                  ...doc.front,
                  fewerBrands: 'Vertailussa on vain kaksi merkkiä, koska muita ei ole.',
                  products: { ...doc.front.products, [bestFor]: { bestFor: 'haluat halvimman kreatiinin' } },
                },
              },
        ),
      },
    };
    expect(findContentProblems(planted).map(formatProblem)).toEqual([
      `${at('highlights', 0)} › highlights.0: "Erittäin edullinen" sanoo "edullinen", mutta hinta muuttuu kaupoissa: kerro, mitä tuotteessa on (koko, ominaisuus, käyttö); hinnan näyttää kortti päivättynä`,
      `content/articles/kreatiini.md:${creatine.lineOf(['products', bestFor, 'bestFor'])} › kreatiini › products.${bestFor}.bestFor: "Paras valinta, jos" tuotteelle Star Nutrition Creatine Monohydrate sanoo "halvimman": hinta muuttuu kaupoissa, eikä tuoteluettelossa ole lukua, jolla tuote olisi muita edellä; kerro, mitä tiedot näyttävät (esim. pakkauskoko, muoto, kauppa)`,
      `content/articles/kreatiini.md:${creatine.lineOf(['title'])} › kreatiini › title: otsikko "${creatine.front.title}" lupaa valinnan, mutta yhteenveto ei nimeä yhtään (lista, jonka kohta alkaa lihavoidulla perusteella ja tuotteen nimellä): nimeä valinta tai muuta otsikko, esim. "… vertailussa {vuosi}"`,
      `content/articles/kreatiini.md:${creatine.lineOf(['fewerBrands'])} › kreatiini › fewerBrands: vertailussa on 4 merkkiä, joten fewerBrands ei pidä enää paikkaansa: poista se`,
    ]);
  });

  it('stops the build when a reviewed product has no rating in the catalogue, the one home of the review’s rating', () => {
    const oura = documents.reviews.find((doc) => doc.id === 'oura-sormus')!;
    const planted: ContentSet = {
      ...real,
      catalogueFiles: catalogueFiles.map((entry) => ({
        ...entry,
        products: entry.products.map((product) => {
          if ((product as { id: string }).id !== 'oura-ring-4') return product;
          const { rating: _dropped, ...rest } = product as { rating?: number };
          return rest;
        }),
      })),
    };
    expect(findContentProblems(planted).map(formatProblem)).toContain(
      `content/reviews/oura-sormus.md:${oura.lineOf(['product'])} › oura-sormus › product: arvostelun arvosana on tuoteluettelon rating, mutta tuotteella oura-ring-4 ei ole sitä: lisää rating tuoteluetteloon`,
    );
  });

  it('lists every problem at once', () => {
    const broken = {
      ...withProduct({ offers: [{ store: 'x', price: 'kallis', enteredAt: '2026-11-24' }], rating: 9 }),
      fileProblems: contentSet('http://x').fileProblems,
    };
    const fields = findContentProblems(broken).map((problem) => problem.field);
    expect(fields.slice(0, 3)).toEqual(['origin', 'rating', 'offers.0.price']);
    // The broken product then counts as missing wherever an article names it.
    expect(fields.slice(3).every((field) => field.startsWith(':::product') || field === 'product')).toBe(true);
  });
});
