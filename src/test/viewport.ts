/**
 * A controllable window width for jsdom, which has no layout: `window.matchMedia` answers min-width and max-width
 * queries from it, and `setViewportWidth` notifies listeners whose answer changed, as a browser does on resize.
 */
type Listener = (event: MediaQueryListEvent) => void;

let width = 1440;
const lists: { query: string; listeners: Set<Listener>; last: boolean }[] = [];

function evaluate(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

export function setViewportWidth(next: number) {
  width = next;
  for (const list of lists) {
    const matches = evaluate(list.query);
    if (matches === list.last) continue;
    list.last = matches;
    for (const listener of list.listeners) listener({ matches, media: list.query } as MediaQueryListEvent);
  }
}

export function resetViewportWidth() {
  width = 1440;
  lists.length = 0;
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => {
    const list = { query, listeners: new Set<Listener>(), last: evaluate(query) };
    lists.push(list);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      addEventListener: (_type: 'change', listener: Listener) => list.listeners.add(listener),
      removeEventListener: (_type: 'change', listener: Listener) => list.listeners.delete(listener),
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  },
});
