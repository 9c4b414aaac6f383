import { describe, expect, it } from 'vitest';
import type { SearchIndexEntry } from './search-index-entry';
import type { SearchIndexState } from './search-index-file';
import { adDisclosureSourceId, foundText, prerenderedSearchPage, queryOf, renderSearchPage } from './search-page';

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

/** A fresh page as prerendered. */
function page(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = prerenderedSearchPage;
  document.body.replaceChildren(container);
  return container.firstElementChild as HTMLElement;
}

const text = (root: HTMLElement, selector: string) => root.querySelector(selector)?.textContent;
const links = (root: HTMLElement) =>
  [...root.querySelectorAll('ul[aria-label="Hakutulokset"] > li h2 a')].map((a) => a.getAttribute('href'));

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
    ['no query', '', ready, 'Haku', 'Kirjoita hakusana', []],
    ['loading', 'uni', loading, 'Hakutulokset: uni', 'Haetaan…', []],
    ['the index failed', 'uni', { status: 'error' }, 'Hakutulokset: uni', 'Haku ei juuri nyt toimi', []],
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
    expect(text(root, '[role="status"]')).toContain(status);
    expect(links(root)).toEqual(hrefs);
    expect(root.querySelector('noscript')).toBeNull();
    expect(root.querySelector('form[role="search"]') !== null).toBe(query === '');
    // A screen's height is kept while results load and when there are some.
    expect(root.hasAttribute('data-reserve')).toBe(index === loading || hrefs.length > 0);
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
    expect(shop.textContent).toBe('Loop Quiet 2 (mainoslinkki verkkokauppaan, avautuu uuteen välilehteen)');
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
    if (copy) expect(copy.nextElementSibling?.getAttribute('aria-label')).toBe('Hakutulokset');
    // A new query without a store link takes the copy away with the old results.
    renderSearchPage(root, 'unimaski', ready);
    expect(root.querySelector('p.notice')).toBeNull();
  });
});
