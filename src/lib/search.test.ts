import { describe, expect, it } from 'vitest';
import { compareTitles, createSearchIndex, fold, queryWords, search, tier, type SearchItem } from './search';

const item = (title: string, description = '', category = 'Vertailut'): SearchItem => ({
  title,
  description,
  category,
});

const items = [
  item('Kreatiini', 'Kreatiinin perusteet.'),
  item('Kreatiinin annostelu', 'Kuinka paljon kreatiinia?'),
  item('Paras kreatiini 2025', 'Kreatiini vertailussa: kuusi tuotetta.'),
  item('Proteiinijauheet', 'Kreatiini ja proteiini yhdessä.', 'Lisäravinteet'),
  item('Älykellot', 'Sykemittarit ja unen seuranta.', 'Terveysteknologia'),
  item('Zinkki ja magnesium', 'Kivennäisaineet.', 'Lisäravinteet'),
  item('Aamun kirkasvalo', 'Valoa pimeään aikaan.', 'Mindfulness'),
  item('Lisäravinne 50-vuotiaille', 'Ravintolisät yli 50-vuotiaille.'),
  item('Ånge-tyyny', 'Tyyny, jonka nimi alkaa å-kirjaimella.'),
];
const titles = (query: string) => search(items, query).map((result) => result.title);

describe('search: blank queries', () => {
  it.each(['', ' ', '\t\n', '!!!', '–'])('%j gives no results', (query) => {
    expect(search(items, query)).toEqual([]);
  });
});

describe('search: matching', () => {
  it.each([
    ['case-insensitive', 'KREATIINI', true],
    ['a prefix of a title word', 'krea', true],
    ['a prefix of a description word', 'sykemit', true],
    ['a prefix of the category', 'terveystek', true],
    ['a word inside another word does not match', 'iini', false],
    ['any one of several words is enough', 'olematon sykemittarit', true],
    ['no word matches', 'olematon sana', false],
    ['missing diacritics still match', 'alykellot', true],
    ['hyphenated words match by their parts', 'vuotiaille', true],
  ])('%s (%j)', (_rule, query, found) => {
    expect(titles(query).length > 0).toBe(found);
  });

  it('lisaravinne finds Lisäravinne and the Lisäravinteet category', () => {
    expect(titles('lisaravin')).toEqual(
      expect.arrayContaining(['Lisäravinne 50-vuotiaille', 'Proteiinijauheet', 'Zinkki ja magnesium']),
    );
  });
});

describe('search: ranking', () => {
  it('puts the exact title first, then titles starting with the query, then descriptions, then the rest by title', () => {
    expect(titles('kreatiini')).toEqual([
      'Kreatiini', // exact title
      'Kreatiinin annostelu', // title starts with the query
      'Paras kreatiini 2025', // description starts with the query
      'Proteiinijauheet', // description starts with the query
    ]);
  });

  it('orders ties by title in Finnish order: å, ä and ö after z', () => {
    const letters = [item('Ökö kuva'), item('Äly kuva'), item('Zeta kuva'), item('Åke kuva'), item('Aamu kuva')];
    expect(search(letters, 'kuva').map((result) => result.title)).toEqual([
      'Aamu kuva',
      'Zeta kuva',
      'Åke kuva',
      'Äly kuva',
      'Ökö kuva',
    ]);
  });

  it('ranks a query typed in capitals or with spaces around it as the same query in lower case', () => {
    const ranked = [item('Aamu', 'Iltaan asti ja kreatiini.'), item('Beeta', 'Kreatiini ensin.'), item('Kreatiini')];
    const expected = ['Kreatiini', 'Beeta', 'Aamu']; // exact title, description starts with it, the rest
    expect(search(ranked, 'kreatiini').map((result) => result.title)).toEqual(expected);
    expect(search(ranked, '  KREATIINI ').map((result) => result.title)).toEqual(expected);
  });

  it('ranks a multi-word query by the whole query', () => {
    expect(titles('paras kreatiini')[0]).toBe('Paras kreatiini 2025');
  });

  it.each([
    ['Kreatiini', 'kreatiini', 0],
    ['Kreatiinin annostelu', 'kreatiini', 1],
    ['Paras kreatiini 2025', 'kreatiini', 2],
    ['Zinkki ja magnesium', 'kivennäis', 2],
    ['Älykellot', 'uni', 3],
    ['Kreatiini', ' KREATIINI ', 0],
    ['Kreatiinin annostelu', 'Kreatiini', 1],
    ['Paras kreatiini 2025', 'KREATIINI', 2],
  ])('tier of %j for %j is %d', (title, query, expected) => {
    expect(
      tier(
        items.find((entry) => entry.title === title)!,
        query,
      ),
    ).toBe(expected);
  });
});

describe('query words and folding', () => {
  it.each([
    ['  Omega-3 ja D-vitamiini ', ['omega', '3', 'ja', 'd', 'vitamiini']],
    ['Älyvaaka ÅÖ', ['alyvaaka', 'ao']],
    ['<b>uni</b>', ['b', 'uni', 'b']],
  ])('%j → %j', (query, expected) => {
    expect(queryWords(query)).toEqual(expected);
  });

  it.each([
    ['Äöå ÄÖÅ', 'aoa aoa'],
    ['Café Crème', 'cafe creme'],
    ['Señora Ü', 'senora u'],
  ])('folds %j to %j', (text, folded) => {
    expect(fold(text)).toBe(folded);
  });

  it('finds a title with an accent from the query without it', () => {
    expect(search([item('Café Crème'), item('Kahvi')], 'cafe').map((result) => result.title)).toEqual(['Café Crème']);
  });
});

describe('compareTitles', () => {
  it.each([
    ['Kuva', 'kuva', 0],
    ['Café', 'Cafe', 0],
    ['Aamu', 'Zeta', -1],
    ['Zeta', 'Åke', -1],
    ['Ökö', 'Äly', 1],
  ])('%j against %j → %i: letters alike but for case or accents are equal', (a, b, sign) => {
    expect(Math.sign(compareTitles(a, b))).toBe(sign);
  });
});

describe('search speed', () => {
  it('ranks 10 000 items fast enough to run as the reader types', () => {
    const many = createSearchIndex(
      Array.from({ length: 10_000 }, (_, index) =>
        item(`Tuote ${index} kreatiini`, `Kuvaus ${index}`, 'Lisäravinteet'),
      ),
    );
    const started = performance.now();
    expect(many.search('kreatiini')).toHaveLength(10_000);
    // Generous bound for a loaded CI machine; `npm run bench:search` measures the real figure.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('search: items given in title order', () => {
  const sorted = [...items].sort((a, b) => compareTitles(a.title, b.title));
  const given = createSearchIndex(sorted, { inTitleOrder: true });
  const compared = createSearchIndex(items);
  it.each(['kreatiini', 'krea', 'lisäravinteet', 'a', 'ty', 'vuotiaille', 'olematon'])(
    '%j ranks as when the titles are compared',
    (query) => {
      expect(given.search(query)).toEqual(compared.search(query));
    },
  );

  it('the order given is the order within a rank (the titles are not compared again)', () => {
    const reversed = createSearchIndex([...sorted].reverse(), { inTitleOrder: true });
    expect(reversed.search('lisäravinteet').map((result) => result.title)).toEqual(
      compared
        .search('lisäravinteet')
        .map((result) => result.title)
        .reverse(),
    );
  });
});
