// The /haku page's content, drawn with the DOM and no React (docs/decisions/006-search-results-before-hydration.md).
// The results are the page's largest content and exist only in the browser; drawn by React they would wait for the
// whole framework (~130 KiB) to load after the first paint. The page's small script (src/islands/search.ts) draws
// them as soon as the index arrives, and the hydrated page draws later queries with the same function, so there is
// one way the results look. Everything the reader typed is set as text, never as HTML.
import { createSearchIndex, type SearchIndex } from './search';
import type { SearchIndexState } from './search-index-file';
import type { SearchIndexEntry } from './search-index-entry';
import { sponsoredLink } from './store-links';

/** The class names the page's styles (src/routes/search.tsx) give to what this module draws besides the cards. */
export const searchClass = {
  page: 'search-page',
  heading: 'search-heading',
  status: 'search-status',
  form: 'search-form',
  disclosure: 'search-disclosure',
  hidden: 'visually-hidden',
} as const;

/**
 * The id of the element that holds the site's advertising disclosure on /haku, hidden (src/routes/search.tsx renders
 * it). Results that hold a store link are preceded by a copy of it, so its words are written once, in AdDisclosure.
 */
export const adDisclosureSourceId = 'search-ad-disclosure';

/** What the page shows: a query's results, or the state on the way to them. */
type SearchView =
  | { kind: 'empty' }
  | { kind: 'loading' | 'error'; query: string }
  | { kind: 'results'; query: string; results: readonly SearchIndexEntry[] };

/** The query of an address's search part: `q`, trimmed. */
export const queryOf = (search: string) => (new URLSearchParams(search).get('q') ?? '').trim();

/** "Löytyi 1 tulos", "Löytyi 12 tulosta" (spec §2). */
export const foundText = (count: number) => `Löytyi ${count} ${count === 1 ? 'tulos' : 'tulosta'}`;

/** An index is prepared once per list of entries, however many queries it answers. */
const prepared = new WeakMap<readonly SearchIndexEntry[], SearchIndex<SearchIndexEntry>>();

/** The view of a query given the state of the index. */
function searchView(query: string, index: SearchIndexState): SearchView {
  if (!query) return { kind: 'empty' };
  if (index.status !== 'ready') return { kind: index.status, query };
  let searchIndex = prepared.get(index.entries);
  if (!searchIndex) {
    searchIndex = createSearchIndex(index.entries, { inTitleOrder: true });
    prepared.set(index.entries, searchIndex);
  }
  return { kind: 'results', query, results: searchIndex.search(query) };
}

/**
 * The page as prerendered, before any script has run: a heading, an empty live region for the results' status, and
 * what a reader without JavaScript needs to know. The page keeps a screen's height whatever it shows (src/routes/search.tsx).
 */
export const prerenderedSearchPage =
  `<div class="${searchClass.page}">` +
  `<h1 class="${searchClass.heading}">Haku</h1>` +
  `<p class="${searchClass.status}" role="status"></p>` +
  '<noscript><p>Haku toimii, kun selaimessa on JavaScript käytössä. Ilman sitä löydät sisällön ' +
  '<a href="/vertailut">vertailujen</a>, <a href="/artikkelit">artikkelien</a> ja ' +
  '<a href="/tuotearvostelut">tuotearvostelujen</a> listoista.</p></noscript>' +
  '</div>';

/** An element with its class and text. */
function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The result cards' markup is the route's (src/components/SearchResultCard): it renders, hidden, the list and one card
 * of each kind, each marked with this attribute, and the parts of a card that differ between results are marked with
 * `slotAttribute`. Drawing copies them and fills the copies in, so the cards are written once, as React components.
 */
export const prototypeAttribute = 'data-search-prototype';
export const slotAttribute = 'data-slot';
/** The list of results, a result that is a page of the site, and one that is a store link. */
export type ResultPrototype = 'list' | 'page' | 'store';
/** What a card shows of its result. */
export type ResultSlot = 'category' | 'link' | 'description' | 'highlights';

/** A copy of a prototype of the page's document, whole or (the list) without its children. */
function copyOf<T extends Element>(document: Document, name: ResultPrototype, deep: boolean): T {
  const source = document.querySelector(`[${prototypeAttribute}="${name}"]`);
  if (!source) throw new Error(`/haku: the page has no result prototype "${name}" (SearchResultPrototypes)`);
  const copy = source.cloneNode(deep) as T;
  copy.removeAttribute(prototypeAttribute);
  return copy;
}

/** One result: a copy of its kind's card with its category, linked title, description and at most three highlights. */
function resultCard(document: Document, entry: SearchIndexEntry): HTMLLIElement {
  const item = copyOf<HTMLLIElement>(document, entry.path ? 'page' : 'store', true);
  const part = <T extends HTMLElement>(name: ResultSlot) => item.querySelector<T>(`[${slotAttribute}="${name}"]`)!;
  part('category').prepend(entry.category);
  const link = part<HTMLAnchorElement>('link');
  link.prepend(entry.title);
  // A product without a store address gets an empty link, not a made-up one.
  link.href = entry.path ?? entry.href ?? '';
  if (!entry.path) Object.assign(link, sponsoredLink);
  part('description').textContent = entry.description;
  const highlights = part('highlights');
  const highlight = highlights.firstElementChild!;
  highlights.replaceChildren(
    ...entry.highlights.slice(0, 3).map((text) => {
      const copy = highlight.cloneNode() as Element;
      copy.textContent = text;
      return copy;
    }),
  );
  if (entry.highlights.length === 0) highlights.remove();
  for (const slot of item.querySelectorAll(`[${slotAttribute}]`)) slot.removeAttribute(slotAttribute);
  return item;
}

/** Where a reader can go on from a search without hits: the listings of the site's three kinds of page. */
const listings = [
  ['/vertailut', 'vertailuja'],
  ['/artikkelit', 'artikkeleita'],
  ['/tuotearvostelut', 'tuotearvosteluja'],
] as const;

/** A search without hits: another try, or the listings to browse. */
function noHitsHelp(document: Document): HTMLParagraphElement {
  const help = element(document, 'p', undefined, 'Kokeile toista hakusanaa tai selaa ');
  listings.forEach(([href, label], index) => {
    const link = element(document, 'a', undefined, label);
    link.href = href;
    help.append(link, index === listings.length - 1 ? '.' : index === listings.length - 2 ? ' ja ' : ', ');
  });
  return help;
}

/**
 * /haku without a query or without hits: a search box of the page's own (a plain form: it works without scripts).
 */
function searchForm(document: Document): HTMLFormElement {
  const form = element(document, 'form', searchClass.form);
  form.setAttribute('role', 'search');
  form.action = '/haku';
  form.method = 'get';
  const label = element(document, 'label', searchClass.hidden, 'Hakusana');
  label.htmlFor = 'haku-sivulla';
  const input = element(document, 'input');
  Object.assign(input, { id: 'haku-sivulla', type: 'search', name: 'q', required: true });
  input.placeholder = 'Esim. magnesium tai unimaski';
  const button = element(document, 'button', undefined, 'Hae');
  button.type = 'submit';
  form.append(label, input, button);
  return form;
}

const statusText = (view: SearchView) => {
  switch (view.kind) {
    case 'empty':
      return 'Kirjoita hakusana, niin haemme sitä vertailuista, artikkeleista ja tuotearvosteluista.';
    case 'loading':
      return 'Haetaan…';
    case 'error':
      return 'Haku ei juuri nyt toimi. Yritä hetken kuluttua uudelleen.';
    case 'results':
      return view.results.length === 0 ? `Ei hakutuloksia haulle "${view.query}"` : foundText(view.results.length);
  }
};

/** What kind of view a query and the state of the index give, without searching. */
const viewKind = (query: string, index: SearchIndexState): SearchView['kind'] =>
  !query ? 'empty' : index.status === 'ready' ? 'results' : index.status;

/**
 * Shows the results of `query` in the page (the element `prerenderedSearchPage` starts with), or the state on the way
 * to them. A view already on the page is neither searched for nor drawn again, and the results of a query are not
 * replaced by "Haetaan…" for the same query: when the page hydrates and asks for what its script has already drawn,
 * nothing is done, and the reader's focus and place stay where they are.
 */
export function renderSearchPage(page: HTMLElement, query: string, index: SearchIndexState): void {
  const kind = viewKind(query, index);
  const shown = page.dataset.view;
  if (shown === `${kind}:${query}`) return;
  // data-query is written only with data-view (by draw), so a page that has drawn nothing has neither.
  if (kind === 'loading' && page.dataset.query === query) return;
  draw(page, searchView(query, index));
}

/** Draws a view: the heading and the live region stay, what follows them is replaced. */
function draw(page: HTMLElement, view: SearchView): void {
  const query = view.kind === 'empty' ? '' : view.query;
  page.dataset.view = `${view.kind}:${query}`;
  page.dataset.query = query;

  const document = page.ownerDocument;
  const heading = page.querySelector('h1') ?? page.appendChild(element(document, 'h1', searchClass.heading));
  const status =
    page.querySelector<HTMLElement>('[role="status"]') ?? page.appendChild(element(document, 'p', searchClass.status));
  status.setAttribute('role', 'status');
  // Whatever followed the status (the no-script note, earlier results, the form) gives way to the new view.
  while (status.nextSibling) status.nextSibling.remove();

  heading.textContent = view.kind === 'empty' ? 'Haku' : `Hakutulokset: ${view.query}`;
  status.textContent = statusText(view);
  const results = view.kind === 'results' ? view.results : [];
  const noHits = view.kind === 'results' && results.length === 0;
  if (noHits) page.append(noHitsHelp(document));
  if (view.kind === 'empty' || noHits) page.append(searchForm(document));
  // A page with a store link says so before the first one (spec: the advertising disclosure on every such page).
  const disclosure = document.getElementById(adDisclosureSourceId)?.firstElementChild;
  if (disclosure && results.some((entry) => !entry.path)) {
    const copy = disclosure.cloneNode(true) as Element;
    copy.classList.add(searchClass.disclosure);
    page.append(copy);
  }
  if (results.length > 0) {
    const list = copyOf<HTMLUListElement>(document, 'list', false);
    list.setAttribute('aria-label', 'Hakutulokset');
    for (const entry of results) list.append(resultCard(document, entry));
    page.append(list);
  }
}
