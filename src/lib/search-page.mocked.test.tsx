import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SearchResultPrototypes } from '~/components/SearchResultCard';
import { createSearchIndex } from './search';
import type { SearchIndexEntry } from './search-index-entry';
import type { SearchIndexState } from './search-index-file';
import { sponsoredLinkNote } from './store-links';
import { adDisclosureSourceId, foundText, prerenderedSearchPage, queryOf, renderSearchPage } from './search-page';

// The real search, watched: the page prepares an index once per list of entries.
vi.mock('./search', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./search')>();
  return { ...actual, createSearchIndex: vi.fn(actual.createSearchIndex) };
});

const entry = (title: string, extra: Partial<SearchIndexEntry> = {}): SearchIndexEntry => ({
  type: 'article',
  title,
  description: `${title}: kuvaus.`,
  category: 'Uni',
  highlights: [],
  path: `/${title.toLowerCase().replace(/\W+/g, '-')}`,
  ...extra,
});

// In Finnish title order, as the index file is.
const entries = [
  entry('Korvatulpat', { highlights: ['Yksi', 'Kaksi', 'Kolme', 'Neljä'] }),
  entry('Loop Quiet 2', {
    type: 'product',
    path: undefined,
    href: 'https://kauppa.example/loop',
    description: 'Korvatulpat nukkumiseen.',
  }),
  entry('Unimaski'),
];
const ready: SearchIndexState = { status: 'ready', entries };
const loading: SearchIndexState = { status: 'loading' };

/** The route's hidden result cards, which drawing copies (src/components/SearchResultCard). */
const prototypesHtml = renderToStaticMarkup(<SearchResultPrototypes />);

/** A fresh page as prerendered, with the route's result prototypes after it. */
function page(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = prerenderedSearchPage;
  const prototypes = document.createElement('div');
  prototypes.innerHTML = prototypesHtml;
  document.body.replaceChildren(container, prototypes);
  return container.firstElementChild as HTMLElement;
}

const text = (root: HTMLElement, selector: string) => root.querySelector(selector)?.textContent;
const links = (root: HTMLElement) =>
  [...root.querySelectorAll('ul[aria-label="Hakutulokset"] > li h2 a')].map((a) => a.getAttribute('href'));
/** An element's tag and class (`tag.class`), with its child elements likewise. */
type Shape = [string, ...Shape[]];
const shape = (node: Element): Shape => [
  node.tagName.toLowerCase() + (node.hasAttribute('class') ? `.${node.getAttribute('class')}` : ''),
  ...[...node.children].map(shape),
];

describe('the prerendered page', () => {
  it('has a heading, an empty live region, and a note for readers without JavaScript', () => {
    const container = document.createElement('div');
    container.innerHTML = `${prerenderedSearchPage}<footer>Alatunniste</footer>`;
    const root = container.firstElementChild as HTMLElement;
    // The page is one element, closed before what follows it.
    expect([...container.children].map((child) => child.tagName)).toEqual(['DIV', 'FOOTER']);
    expect(root.className).toBe('search-page');
    expect(text(root, 'h1')).toBe('Haku');
    expect(text(root, '[role="status"]')).toBe('');
    // With scripts on, a <noscript> holds its markup as text: read it as a browser without JavaScript would.
    const note = document.createElement('div');
    note.innerHTML = text(root, 'noscript') ?? '';
    expect(note.textContent).toBe(
      'Haku toimii, kun selaimessa on JavaScript käytössä. Ilman sitä löydät sisällön vertailujen, artikkelien ja ' +
        'tuotearvostelujen listoista.',
    );
    expect([...note.querySelectorAll('p > a')].map((a) => a.getAttribute('href'))).toEqual([
      '/vertailut',
      '/artikkelit',
      '/tuotearvostelut',
    ]);
  });
});

describe('foundText', () => {
  it.each([
    [0, 'Löytyi 0 tulosta'],
    [1, 'Löytyi 1 tulos'],
    [12, 'Löytyi 12 tulosta'],
  ])('%i → %j', (count, found) => expect(foundText(count)).toBe(found));
});

describe('queryOf', () => {
  it.each([
    ['?q=uni', 'uni'],
    ['?q=%20%20magnesium%20', 'magnesium'],
    ['?q=', ''],
    ['', ''],
    ['?q=a+b', 'a b'],
  ])('%j → %j', (search, query) => expect(queryOf(search)).toBe(query));
});

describe('renderSearchPage', () => {
  it.each<[string, string, SearchIndexState, string, string, (string | null)[]]>([
    [
      'no query',
      '',
      ready,
      'Haku',
      'Kirjoita hakusana, niin haemme sitä vertailuista, artikkeleista ja tuotearvosteluista.',
      [],
    ],
    ['loading', 'uni', loading, 'Hakutulokset: uni', 'Haetaan…', []],
    [
      'the index failed',
      'uni',
      { status: 'error' },
      'Hakutulokset: uni',
      'Haku ei juuri nyt toimi. Yritä hetken kuluttua uudelleen.',
      [],
    ],
    ['no hits', 'qwerty', ready, 'Hakutulokset: qwerty', 'Ei hakutuloksia haulle "qwerty"', []],
    ['one hit', 'unimaski', ready, 'Hakutulokset: unimaski', 'Löytyi 1 tulos', ['/unimaski']],
    [
      'hits in rank order',
      'korvatulpat',
      ready,
      'Hakutulokset: korvatulpat',
      'Löytyi 2 tulosta',
      ['/korvatulpat', 'https://kauppa.example/loop'],
    ],
  ])('%s: heading, status and the result links', (_name, query, index, heading, status, hrefs) => {
    const root = page();
    renderSearchPage(root, query, index);
    expect(text(root, 'h1')).toBe(heading);
    expect(text(root, '[role="status"]')).toBe(status);
    expect(links(root)).toEqual(hrefs);
    // No empty list when there are no results.
    expect(root.querySelector('ul[aria-label="Hakutulokset"]') !== null).toBe(hrefs.length > 0);
    expect(root.querySelector('noscript')).toBeNull();
    // Without a query or without hits, the page has a search box of its own.
    expect(root.querySelector('form[role="search"]') !== null).toBe(
      query === '' || status.startsWith('Ei hakutuloksia'),
    );
  });

  it('offers another try and the listings when nothing was found', () => {
    const root = page();
    renderSearchPage(root, 'qwerty', ready);
    const help = root.querySelector('[role="status"] + p');
    expect(help?.textContent).toBe('Kokeile toista hakusanaa tai selaa vertailuja, artikkeleita ja tuotearvosteluja.');
    expect([...help!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/vertailut',
      '/artikkelit',
      '/tuotearvostelut',
    ]);
    expect(root.querySelector('form[role="search"] input[name="q"]')).not.toBeNull();
  });

  it('sets a hostile query as text', () => {
    const root = page();
    const query = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    renderSearchPage(root, query, ready);
    expect(text(root, 'h1')).toBe(`Hakutulokset: ${query}`);
    expect(root.querySelectorAll('img, script')).toHaveLength(0);
  });

  it('draws a card: category, linked title, description, at most three highlights; a shop link as a sponsored one', () => {
    const root = page();
    renderSearchPage(root, 'korvatulpat', ready);
    const [article, product] = root.querySelectorAll('ul[aria-label="Hakutulokset"] > li');
    expect(article!.querySelector('p')?.textContent).toBe('Uni');
    expect([...article!.querySelectorAll('ul[aria-label="Kohokohdat"] li')].map((li) => li.textContent)).toEqual([
      'Yksi',
      'Kaksi',
      'Kolme',
    ]);
    const shop = product!.querySelector('a')!;
    expect(shop.target).toBe('_blank');
    expect(shop.rel).toBe('sponsored noopener noreferrer');
    expect(shop.textContent).toBe(`Loop Quiet 2 ${sponsoredLinkNote}`);
  });

  it('copies the route’s card of each kind, its parts and classes unchanged; no highlights, no list of them', () => {
    const root = page();
    renderSearchPage(root, 'korvatulpat', ready);
    const prototype = (name: string) => document.querySelector(`[data-search-prototype="${name}"]`)!;
    const list = root.querySelector('ul[aria-label="Hakutulokset"]')!;
    expect(list.className).toBe(prototype('list').className);
    const [article, product] = [...list.children];
    // The page's card: its one highlight item copied three times (of four).
    const [pageShape, storeShape] = [shape(prototype('page')), shape(prototype('store'))];
    const highlights = pageShape[1]![1]!.at(-1) as Shape;
    highlights.push(highlights[1]!, highlights[1]!);
    expect(shape(article!)).toEqual(pageShape);
    // The store link's card: its entry has no highlights, and no empty list is left.
    expect(shape(product!)).toEqual([storeShape[0], [storeShape[1]![0], storeShape[1]![1]!.slice(0, -1)]]);
    expect(product!.querySelector('[aria-label="Kohokohdat"]')).toBeNull();
    // The copies carry none of the marks that drawing finds the prototypes and their parts by.
    expect(list.querySelectorAll('[data-search-prototype], [data-slot]')).toHaveLength(0);
    expect([...list.querySelectorAll('li > article > div > p:first-child')].map((p) => p.textContent)).toEqual([
      'Uni',
      'Uni Mainoslinkki',
    ]);
  });

  it('names the missing prototype when the route did not render the cards', () => {
    const root = page();
    document.body.lastElementChild!.remove();
    expect(() => renderSearchPage(root, 'unimaski', ready)).toThrow(
      '/haku: the page has no result prototype "list" (SearchResultPrototypes)',
    );
  });

  it('adds a heading and a live region to a page that has none', () => {
    const root = document.createElement('div');
    renderSearchPage(root, 'uni', loading);
    expect(shape(root)).toEqual(['div', ['h1.search-heading'], ['p.search-status']]);
    expect(text(root, 'h1')).toBe('Hakutulokset: uni');
    expect(text(root, '[role="status"]')).toBe('Haetaan…');
  });

  it('offers a search form of its own when there is no query, which works without scripts', () => {
    const root = page();
    renderSearchPage(root, '', ready);
    const form = root.querySelector('form')!;
    expect(shape(form)).toEqual(['form.search-form', ['label.visually-hidden'], ['input'], ['button']]);
    const attributes = (node: Element) => Object.fromEntries([...node.attributes].map((a) => [a.name, a.value]));
    expect([form, ...form.children].map(attributes)).toEqual([
      { class: 'search-form', role: 'search', action: '/haku', method: 'get' },
      { class: 'visually-hidden', for: 'haku-sivulla' },
      { id: 'haku-sivulla', type: 'search', name: 'q', required: '', placeholder: 'Esim. magnesium tai unimaski' },
      { type: 'submit' },
    ]);
    expect([...form.children].map((child) => child.textContent)).toEqual(['Hakusana', '', 'Hae']);
  });

  it.each<[string, string, SearchIndexState]>([
    ['no query', '', ready],
    ['loading', 'uni', loading],
    ['the index failed', 'uni', { status: 'error' }],
  ])('%s: the same view is not drawn again', (_name, query, index) => {
    const root = page();
    renderSearchPage(root, query, index);
    const drawn = [root.querySelector('h1')!.firstChild, root.querySelector('[role="status"]')!.firstChild];
    const form = root.querySelector('form');
    renderSearchPage(root, query, index);
    expect(root.querySelector('h1')!.firstChild).toBe(drawn[0]);
    expect(root.querySelector('[role="status"]')!.firstChild).toBe(drawn[1]);
    expect(root.querySelector('form')).toBe(form);
  });

  it('does not draw again what is on the page, nor "Haetaan…" over the same query’s results', () => {
    const root = page();
    renderSearchPage(root, 'korvatulpat', ready);
    const first = root.querySelector('ul[aria-label="Hakutulokset"] > li');
    renderSearchPage(root, 'korvatulpat', loading);
    renderSearchPage(root, 'korvatulpat', { status: 'ready', entries: [...entries] });
    expect(root.querySelector('ul[aria-label="Hakutulokset"] > li')).toBe(first);
    expect(text(root, '[role="status"]')).toBe(foundText(2));
  });

  it('replaces the results for a new query, keeping the heading and the live region', () => {
    const root = page();
    renderSearchPage(root, 'korvatulpat', ready);
    const [heading, status] = [root.querySelector('h1'), root.querySelector('[role="status"]')];
    renderSearchPage(root, 'unimaski', loading);
    expect(text(root, '[role="status"]')).toBe('Haetaan…');
    expect(links(root)).toEqual([]);
    renderSearchPage(root, 'unimaski', ready);
    expect(links(root)).toEqual(['/unimaski']);
    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelector('[role="status"]')).toBe(status);
  });
});

describe('a product among the results', () => {
  it('is marked as an advertising link for every reader; an article is not', () => {
    const root = page();
    renderSearchPage(root, 'korvatulpat', ready);
    const labels = [...root.querySelectorAll('ul[aria-label="Hakutulokset"] > li')].map((item) => ({
      link: item.querySelector('h2 a')!.getAttribute('href'),
      label: item.querySelector('[aria-hidden="true"]')?.textContent ?? null,
      sponsored: item.querySelector('h2 a')!.getAttribute('rel'),
    }));
    expect(labels).toEqual([
      { link: '/korvatulpat', label: null, sponsored: null },
      { link: 'https://kauppa.example/loop', label: 'Mainoslinkki', sponsored: 'sponsored noopener noreferrer' },
    ]);
  });

  it.each([
    ['a result is a store link', 'korvatulpat', true],
    ['no result is a store link', 'unimaski', false],
    ['no hits', 'qwerty', false],
  ])('%s: the page’s advertising disclosure is copied before the results, or not', (_name, query, shown) => {
    const root = page();
    // The route renders the disclosure once, hidden; the results get a copy of it.
    const source = document.createElement('div');
    source.id = adDisclosureSourceId;
    source.hidden = true;
    source.innerHTML = '<p class="notice"><strong>Sivu sisältää mainoslinkkejä.</strong> Palkkio.</p>';
    document.body.append(source);
    renderSearchPage(root, query, ready);
    const copy = root.querySelector('p.notice');
    expect(copy?.textContent ?? null).toBe(shown ? 'Sivu sisältää mainoslinkkejä. Palkkio.' : null);
    expect(copy?.className ?? null).toBe(shown ? 'notice search-disclosure' : null);
    if (copy) expect(copy.nextElementSibling?.getAttribute('aria-label')).toBe('Hakutulokset');
    // A new query without a store link takes the copy away with the old results.
    renderSearchPage(root, 'unimaski', ready);
    expect(root.querySelector('p.notice')).toBeNull();
  });
});

describe('a product without a store address', () => {
  it('gets an empty link, not a made-up one', () => {
    const root = page();
    const product = entry('Nimetön tuote', { type: 'product', path: undefined });
    renderSearchPage(root, 'nimetön', { status: 'ready', entries: [product] });
    expect(links(root)).toEqual(['']);
  });
});

describe('the search index of the page', () => {
  it('is prepared once for a list of entries, however many queries it answers', () => {
    const list = [entry('Unimaski'), entry('Korvatulpat')];
    for (const query of ['uni', 'korva', 'uni']) renderSearchPage(page(), query, { status: 'ready', entries: list });
    expect(vi.mocked(createSearchIndex).mock.calls.filter(([items]) => items === list)).toEqual([
      [list, { inTitleOrder: true }],
    ]);
  });

  it('keeps the order of the index file within a rank: the titles are not compared again', () => {
    const root = page();
    renderSearchPage(root, 'uni', { status: 'ready', entries: [entry('Zeta uni'), entry('Aamu uni')] });
    expect(links(root)).toEqual(['/zeta-uni', '/aamu-uni']);
  });
});
