/** What a click needs to be opened in the app: where it landed, and its button and keys. */
export interface PageClick {
  target: EventTarget | null;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

type Closest = { closest?: (selector: string) => Element | null };

/**
 * The path of the site's own page that a click on a plain link opens in the app, as a <Link> would; undefined when the
 * browser should have the click: not on a link, a link elsewhere or to a new tab, another button than the main one, a
 * modifier key (a new tab or window), or a click already handled.
 */
export function appLinkHref(click: PageClick): string | undefined {
  const target = click.target as Closest | null;
  const link = typeof target?.closest === 'function' ? target.closest('a') : null;
  const href = link?.getAttribute('href');
  if (!link || !href?.startsWith('/') || href.startsWith('//') || link.getAttribute('target')) return undefined;
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined;
  return href;
}
