import type { Standing } from '~/content/rules/must-haves';
import { describe, expect, it } from 'vitest';
import { readDocument } from '~/content/collections.server';
import { catalogue } from '~/content/collections/products.server';
import { lowestPrice } from '~/lib/catalogue';
import { buildRouteView, buildSections, summaryOf, valueColumn, viewHead, viewTitle } from './article-view.server';
import { noBestNoteOf, noPickNoteOf } from './conclusion-notes.server';

const [first, , third] = catalogue();

const { doc: article, problems } = readDocument(
  'articles',
  'content/articles/kreatiini.md',
  `---
title: Paras kreatiini testissä
route: /paras-kreatiini
category: Vertailut
hub: lisaravinteet
description: Kuvaus, joka on tarpeeksi pitkä kortille ja hakutulokselle, jotta skeema hyväksyy sen sellaisenaan.
image: /images/articles/kreatiini.svg
updateDate: 2025-07-24
healthNote: false
products:
  ${first!.id}:
    bestFor: haluat edullisen
---

Johdanto.

::compared

## Elektrolyytit

- • Natrium
- •Kalium
- Magnesium

:::product{id="${first!.id}"}
Ensimmäinen kappale.

Toinen kappale.
:::

:::product{id="ei-luettelossa"}
Teksti.
:::

:::product{id="${third!.id}"}
:::

::products

## Elektrolyytit

Sama otsikko toiseen kertaan.
`,
);

describe('buildSections', () => {
  const sections = buildSections(article!);

  it('reads the test article without problems', () => {
    expect(problems).toEqual([]);
  });

  it('lists the product sections under "Mukana vertailussa", each jumping to its heading', () => {
    const [jumps] = sections;
    expect(jumps?.type === 'bullets' && jumps.items).toEqual([
      { text: first!.title, target: sections[2]!.id },
      { text: third!.title, target: sections[4]!.id },
    ]);
  });

  it('strips a leading bullet character from list items', () => {
    const list = sections[1]?.type === 'text' ? sections[1].content[0] : undefined;
    expect(list).toEqual({ tag: 'ul', html: '<li>Natrium</li><li>Kalium</li><li>Magnesium</li>' });
  });

  it('heads a product section with the catalogue name and puts "Paras valinta, jos" after its first paragraph', () => {
    const section = sections[2];
    expect(section?.type === 'text-with-image' && [section.title, section.product?.id, section.content.length]).toEqual(
      [first!.title, first!.id, 3],
    );
    expect(section?.type === 'text-with-image' && section.content[1]).toEqual({
      tag: 'p',
      html: '<strong>Paras valinta, jos</strong> haluat edullisen.',
    });
  });

  it('keeps a section whose product is missing from the catalogue, without a store link or image', () => {
    const section = sections[3];
    expect(section?.type === 'text-with-image' && [section.title, section.product, section.image]).toEqual([
      'ei-luettelossa',
      undefined,
      undefined,
    ]);
  });

  it('shows the cards of the compared products found in the catalogue', () => {
    expect(sections[5]?.type === 'products' && sections[5].products.map((product) => product.id)).toEqual([
      first!.id,
      third!.id,
    ]);
  });

  it('gives every section a unique id, also when headings repeat', () => {
    const ids = sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.at(-1)).toBe('elektrolyytit-7');
  });
});

describe('summaryOf', () => {
  const withBasis = { ...article!, front: { ...article!.front, priceBasis: 'annos' as const } };
  const sections = buildSections(withBasis);
  const facts = { [first!.id]: { count: 60, serving: { count: 2 } } } as Record<
    string,
    { count: number; serving: { count: number } }
  >;

  it('computes the price per serving from the pack facts and the price, and leaves it out where a fact is missing', () => {
    const price = lowestPrice(first!);
    expect(price, 'the first catalogue product has a price').toMatch(/€$/);
    const rows = summaryOf(withBasis, sections, (id) => facts[id]);
    const cents = Math.round((Number(price!.replace(/[^\d,]/g, '').replace(',', '.')) * 100) / 30);
    expect(rows.map((row) => [row.name, row.unitPrice?.cents])).toEqual([
      [first!.title, cents],
      [third!.title, undefined],
    ]);
  });

  it('says in the cell what a price per unit lacks, instead of computing it on a guess', () => {
    const rows = summaryOf(withBasis, sections, (id) => facts[id]);
    expect(rows.map((row) => row.unitPriceNote)).toEqual([undefined, 'puuttuu: pakkauksen tiedot']);
    const protein = { ...article!, front: { ...article!.front, priceBasis: '100 g proteiinia' as const } };
    expect(summaryOf(protein, buildSections(protein), (id) => facts[id]).map((row) => row.unitPriceNote)).toEqual([
      'puuttuu: proteiinia annoksessa',
      'puuttuu: pakkauksen tiedot',
    ]);
  });

  it('has no price per serving when the comparison names no basis', () => {
    expect(summaryOf(article!, buildSections(article!), (id) => facts[id]).every((row) => !row.unitPrice)).toBe(true);
  });

  it.each<[string, Standing | undefined, { text: string; note?: string }]>([
    ['a validated device says so, with the protocol', { status: 'meets' }, { text: 'kyllä', note: undefined }],
    ['a failed one says no', { status: 'fails', why: 'x' }, { text: 'ei' }],
    ['an unknown one says it is not known', { status: 'unknown', why: 'x' }, { text: 'ei tiedossa' }],
    ['a product missing from the catalogue is not known either', undefined, { text: 'ei tiedossa' }],
  ])('shows where each product stands on a must-have: %s', (_case, standing, cell) => {
    const required = { ...article!, front: { ...article!.front, mustHaves: ['validated' as const] } };
    const rows = summaryOf(required, buildSections(required), undefined, (id) =>
      standing ? { id, title: id, standings: { validated: standing } } : undefined,
    );
    expect(rows.map((row) => row.mustHaves)).toEqual(rows.map(() => [cell.note ? cell : { text: cell.text }]));
  });

  it('shows the specs of the comparison’s kind that every product has, and none that one lacks', () => {
    const devices = { ...article!, front: { ...article!.front, specKind: 'verenpainemittarit' as const } };
    const read = { source: 'https://valmistaja.example/', checkedAt: '2026-11-29' };
    const specs = {
      [first!.id]: { ...read, cuff: [22, 42] as [number, number], users: 2, app: 'OMRON connect' },
      [third!.id]: { ...read, cuff: [22, 32] as [number, number], users: 1 },
    };
    const rows = summaryOf(devices, buildSections(devices), undefined, undefined, (id) => specs[id]);
    expect(rows.map((row) => row.specs)).toEqual([
      [
        { heading: 'Mansetti', text: '22–42 cm' },
        { heading: 'Käyttäjiä', text: '2' },
      ],
      [
        { heading: 'Mansetti', text: '22–32 cm' },
        { heading: 'Käyttäjiä', text: '1' },
      ],
    ]);
    expect(summaryOf(article!, sections, undefined, undefined, (id) => specs[id]).every((row) => !row.specs)).toBe(
      true,
    );
  });

  it('has no must-have cells when the comparison states none', () => {
    expect(summaryOf(article!, sections).every((row) => !row.mustHaves)).toBe(true);
  });

  it('carries the best use written in the frontmatter', () => {
    expect(summaryOf(article!, sections).map((row) => row.bestFor)).toEqual(['haluat edullisen', undefined]);
  });
});

describe('valueColumn: a price per unit where the data gives it, else a caption line', () => {
  // A row rated 4, with its price per unit in cents (0: none computed); -1 is a row with neither.
  const row = (cents: number) => ({
    name: 'x',
    target: 'x',
    href: 'https://example.fi',
    storeName: 'x',
    ...(cents >= 0 ? { rating: 4 } : {}),
    ...(cents > 0 ? { unitPrice: { cents, text: '' } } : {}),
  });
  it.each<[string, Parameters<typeof valueColumn>[0], number[], object]>([
    ['no basis, no column', undefined, [25], {}],
    ['a basis and one computed price: the column', 'annos', [25, 0], { priceBasis: 'annos' }],
    [
      'no computed price and no rating: nothing said of ratings',
      'annos',
      [-1],
      {
        summaryValueNote:
          'Hintaa per annos ei voi vielä laskea: pakkauskokoa ja annosta ei ole tarkistettu valmistajalta.',
      },
    ],
    [
      'a basis and no computed price: the caption says so',
      '100 g proteiinia',
      [0, 0],
      {
        summaryValueNote:
          'Hintaa per 100 g proteiinia ei voi vielä laskea: pakkauskokoa, annosta ja proteiinin määrää ei ole tarkistettu valmistajalta. Arvosanoissa ei siksi ole otettu huomioon hintaa per 100 g proteiinia.',
      },
    ],
    [
      'a price per 100 ml needs only the pack size',
      '100 ml',
      [0],
      {
        summaryValueNote:
          'Hintaa per 100 ml ei voi vielä laskea: pakkauskokoa ei ole tarkistettu valmistajalta. Arvosanoissa ei siksi ole otettu huomioon hintaa per 100 ml.',
      },
    ],
  ])('%s', (_case, basis, cents, expected) => {
    expect(
      valueColumn(
        basis,
        cents.map((value) => row(value)),
      ),
    ).toEqual(expected);
  });
});

describe('buildRouteView', () => {
  it.each([
    ['/ei-ole', 'missing'],
    ['/articles/vertailut/ei-ole', 'missing'],
    ['/paras-kreatiini', 'article'],
    ['/paras-aktiivisuusrannekkeet', 'standalone'],
  ])('%s → %s', (path, kind) => {
    expect(buildRouteView(path).kind).toBe(kind);
  });

  it('titles a page from its list entry and names the primary route as canonical for an alias', () => {
    const view = buildRouteView('/paras-kreatiini');
    expect(view.kind === 'article' && [view.title, view.canonicalPath, view.hasStoreLinks]).toEqual([
      expect.stringContaining('kreatiini'),
      '/paras-kreatiini',
      true,
    ]);
  });
});

describe('a comparison with a price basis that cannot price every product', () => {
  const withBasis = { ...article!, front: { ...article!.front, priceBasis: 'annos' as const } };
  const read = { count: 60, serving: { count: 1 } };

  it.each([
    [
      'one of the two catalogue products lacks its pack facts',
      withBasis,
      (id: string) => (id === first!.id ? read : undefined),
      `Emme nimeä yhtä kaikille parasta tuotetta: hintaa per annos ei voi vielä laskea tuotteelle ${third!.title}, koska kaikkia siihen tarvittavia tietoja (pakkauskoko ja annos) ei ole vielä tarkistettu.`,
    ],
    ['every product can be priced per serving', withBasis, () => read, undefined],
    ['no price basis', article!, () => undefined, undefined],
  ])('%s', (_, page, factsOf, note) => expect(noBestNoteOf(page, factsOf)).toBe(note));

  it('says in the built magnesium comparison which products it cannot price per serving yet', () => {
    const view = buildRouteView('/paras-magnesium');
    const content = view.kind === 'article' ? view.conclusion?.content : undefined;
    expect(content?.[0]?.html).toMatch(
      /^Emme nimeä yhtä kaikille parasta tuotetta: hintaa per annos ei voi vielä laskea (yhdellekään vertailun tuotteelle|tuotteille? .+), koska kaikkia siihen tarvittavia tietoja \(pakkauskoko ja annos\) ei ole vielä tarkistettu\.$/,
    );
  });
});

describe('a comparison whose must-haves no product meets', () => {
  const required = { ...article!, front: { ...article!.front, mustHaves: ['legal-limit' as const] } };
  const standing = (status: Standing) => (id: string) => ({
    id,
    title: `T-${id}`,
    standings: { 'legal-limit': status },
  });

  it('says in its conclusion why it names no pick, naming each product by where it falls short', () => {
    const unknown = standing({ status: 'unknown', why: 'x' });
    const fails = standing({ status: 'fails', why: 'x' });
    expect(noPickNoteOf(required, (id) => (id === first!.id ? fails(id) : unknown(id)))).toBe(
      `Emme nimeä tästä vertailusta suositusta, koska yksikään sen tuotteista ei tietojemme mukaan täytä ehtoa "EU-rajan sisällä". Ei täytä: T-${first!.id}. Tieto puuttuu: T-ei-luettelossa, T-${third!.id}.`,
    );
  });

  it('says nothing once one product meets them', () => {
    expect(noPickNoteOf(required, standing({ status: 'meets' }))).toBeUndefined();
  });

  it('opens the built page’s conclusion with the note on the retinol serum comparison', () => {
    const view = buildRouteView('/paras-retinoliseerumi');
    expect(view.kind === 'article' && view.conclusion?.content[0]?.html).toMatch(
      /^Emme nimeä tästä vertailusta suositusta, koska yksikään sen tuotteista ei tietojemme mukaan täytä ehtoa &quot;EU-rajan sisällä&quot;\. Ei täytä: The Ordinary Retinol 0\.5% in Squalane, Paula&#x27;s Choice Clinical 1% Retinol Treatment\. Tieto puuttuu: CeraVe Resurfacing Retinol Serum, La Roche-Posay Retinol B3 Serum\.$/,
    );
  });

  it('ends the introduction with why a comparison has fewer than three brands', () => {
    const view = buildRouteView('/paras-tyyny');
    expect(view.kind === 'article' && view.introduction.at(-1)?.html).toBe(
      'Kaikki vertailun tyynyt ovat TEMPURin, koska vertailemme saman materiaalin eri muotoja: ero tulee tyynyn muodosta ja korkeudesta eikä materiaalista. Muiden valmistajien tyynyjä vertailu ei kata.',
    );
  });
});

describe('viewTitle', () => {
  it.each([
    ['Oma otsikko', 'Listan otsikko', 'Oma otsikko'],
    [undefined, 'Listan otsikko', 'Listan otsikko'],
    ['  ', 'Listan otsikko', 'Listan otsikko'],
    [undefined, undefined, 'Artikkeli'],
    [undefined, '', 'Artikkeli'],
  ])('given %j, list %j → %j', (given, list, expected) => {
    expect(viewTitle(given, list)).toBe(expected);
  });
});

describe('viewHead', () => {
  it.each([
    [
      'a fixed head title and description replace the made ones',
      { title: 'Oma otsikkorivi', description: 'Oma kuvaus hakukoneille.' },
      { headTitle: 'Oma otsikkorivi', description: 'Oma kuvaus hakukoneille.' },
    ],
    [
      'without them the visible title and the list description are used',
      undefined,
      { headTitle: 'Näkyvä otsikko', description: 'Listan kuvaus.' },
    ],
  ])('%s', (_case, head, expected) => {
    expect(viewHead(head, 'Näkyvä otsikko', 'Listan kuvaus.')).toEqual(expected);
  });
});
