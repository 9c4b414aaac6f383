import { describe, expect, it } from 'vitest';
import { appLinkHref, type PageClick } from './app-link';

/** A stand-in for a link element (and for an element inside one): only what appLinkHref reads. */
const link = (attributes: Record<string, string>) => {
  const element = { getAttribute: (name: string) => attributes[name] ?? null } as unknown as Element;
  return { closest: (selector: string) => (selector === 'a' ? element : null) } as unknown as EventTarget;
};
const notALink = { closest: () => null } as unknown as EventTarget;

const click = (target: EventTarget | null, changes: Partial<PageClick> = {}): PageClick => ({
  target,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...changes,
});

describe('appLinkHref', () => {
  it.each<[string, PageClick, string | undefined]>([
    ['a link to a page of the site', click(link({ href: '/paras-magnesium' })), '/paras-magnesium'],
    ['with a query and a hash', click(link({ href: '/haku?q=uni#tulokset' })), '/haku?q=uni#tulokset'],
    ['a link to another site', click(link({ href: 'https://thl.fi' })), undefined],
    ['an address without a scheme', click(link({ href: '//example.fi/x' })), undefined],
    ['a jump on the same page', click(link({ href: '#yhteenveto' })), undefined],
    ['a link that opens a new tab', click(link({ href: '/tietoa', target: '_blank' })), undefined],
    ['a link without an address', click(link({})), undefined],
    ['not on a link', click(notALink), undefined],
    ['no target', click(null), undefined],
    ['already handled (a <Link>)', click(link({ href: '/tietoa' }), { defaultPrevented: true }), undefined],
    ['the middle button', click(link({ href: '/tietoa' }), { button: 1 }), undefined],
    ['with Ctrl', click(link({ href: '/tietoa' }), { ctrlKey: true }), undefined],
    ['with Cmd', click(link({ href: '/tietoa' }), { metaKey: true }), undefined],
    ['with Shift', click(link({ href: '/tietoa' }), { shiftKey: true }), undefined],
    ['with Alt', click(link({ href: '/tietoa' }), { altKey: true }), undefined],
  ])('%s', (_, input, expected) => {
    expect(appLinkHref(input)).toBe(expected);
  });
});
