import { describe, expect, it } from 'vitest';
import { products } from '@content/products';
import type { ArticleBody } from '@content/schemas/article';
import { bestForOf, buildRouteView, buildSections, viewHead, viewTitle } from './article-view.server';

const [first, second, third] = products.filter(
  (product, index, all) => all.findIndex((other) => other.id === product.id) === index,
);

const body: ArticleBody = {
  id: 'kreatiini',
  updateDate: '2025-07-24',
  content: {
    introduction: 'Johdanto.',
    sections: [
      { title: 'Mukana vertailussa', type: 'bullets', content: [first!.title, `• ${second!.title}`, 'Ei vastinetta'] },
      { title: 'Elektrolyytit', type: 'bullets', content: ['• Natrium', '•Kalium', '- Magnesium'] },
      {
        title: first!.title,
        type: 'text-with-image',
        content: '**Paras valinta, jos** haluat edullisen. Muuta.',
        productIds: [first!.id],
      },
      { title: second!.title, type: 'text-with-image', content: 'Teksti.', productIds: ['ei-luettelossa'] },
      { title: 'Oma kuva', type: 'text-with-image', content: 'Teksti.', imagePath: '/images/categories/uni.svg' },
      { title: 'Tuotteet', type: 'products', productIds: [first!.id, 'ei-luettelossa', third!.id] },
      { title: '', type: 'text', content: ['Yksi.', 'Kaksi.'] },
    ],
  },
};

describe('buildSections', () => {
  const sections = buildSections(body);

  it('links each "Mukana vertailussa" bullet to the heading of the product section with the same title', () => {
    const [jumps] = sections;
    expect(jumps?.type === 'bullets' && jumps.items).toEqual([
      { text: first!.title, target: sections[2]!.id },
      { text: second!.title, target: sections[3]!.id },
      { text: 'Ei vastinetta', target: undefined },
    ]);
  });

  it('strips a leading bullet character from list items', () => {
    expect(sections[1]?.type === 'bullets' && sections[1].items.map((item) => item.text)).toEqual([
      'Natrium',
      'Kalium',
      'Magnesium',
    ]);
  });

  it('finds a section product by its first id, else by equal title, else uses the section image', () => {
    const [, , byId, byTitle, ownImage] = sections;
    expect(byId?.type === 'text-with-image' && byId.product?.id).toBe(first!.id);
    expect(byTitle?.type === 'text-with-image' && byTitle.product?.id).toBe(second!.id);
    expect(ownImage?.type === 'text-with-image' && [ownImage.product, ownImage.image?.src]).toEqual([
      undefined,
      '/images/categories/uni.svg',
    ]);
  });

  it('skips product ids missing from the catalogue silently', () => {
    expect(sections[5]?.type === 'products' && sections[5].products.map((product) => product.id)).toEqual([
      first!.id,
      third!.id,
    ]);
  });

  it('gives every section a unique id, also untitled ones', () => {
    const ids = sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.at(-1)).toBe('osio-7');
  });
});

describe('bestForOf', () => {
  it.each([
    ['**Paras valinta, jos** haluat edullisen. Muuta.', 'haluat edullisen'],
    ['Paras valinta jos: treenaat usein\nToinen rivi', 'treenaat usein'],
    ['Ei suositusta.', undefined],
  ])('%j → %j', (text, expected) => {
    expect(bestForOf(text)).toBe(expected);
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
  ])('%s', (_case, meta, expected) => {
    expect(viewHead(meta, 'Näkyvä otsikko', 'Listan kuvaus.')).toEqual(expected);
  });
});
