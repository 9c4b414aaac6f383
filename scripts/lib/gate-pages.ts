// What the deploy gate (npm run deploy:gate, e2e/*.gate.spec.ts) reads in a built page, on the artifact's own day
// rather than the test suite's pinned one: every price shown carries the day it was checked or entered and is within
// the site's age limit, and every link to a shop with a programme is the network's tracking link. Pure: a page's HTML
// in, its problems out, so a broken page is a unit test (gate-pages.test.ts).
import { JSDOM } from 'jsdom';
import { daysBetween, type PriceClock } from '../../src/lib/offer-prices.ts';

/** A euro amount as the site writes it (`formatCents`, the catalogue's "24,90 €", a range's "320–400 €"). */
const euroAmount = /\d(?:[\d\u00a0\u202f ]*\d)?(?:,\d{1,2})?[\u00a0\u202f ]?€/g;

/**
 * What is a euro amount but no price of an offer: the product browser's price filter ("100 € tai enemmän", its scale's
 * "0 €") and a conclusion's price bands ("Alle 30 €:", "30–100 €:"), which are limits the editors chose.
 */
function notPrice(element: Element) {
  if (element.closest('form, fieldset, output, label')) return true;
  // The range's scale sits beside it: its labels are within two levels of the input.
  for (let around = element.parentElement, level = 0; around && level < 2; around = around.parentElement, level += 1)
    if (around.querySelector(':scope > input[type="range"]')) return true;
  return element.tagName === 'STRONG' && /^(?:Alle |Yli )?[\d\s–-]+ €:?$/.test(element.textContent?.trim() ?? '');
}

const day = String.raw`(\d{1,2})\.(\d{1,2})\.(\d{4})`;
/** A price's note (src/lib/offer-prices.ts): "hinta tarkistettu 27.11.2026", "Hinnat kirjattu 24.11.2026, …", a cell's "kirjattu 24.11.2026". */
const itemNote = new RegExp(String.raw`(?<!\p{L})(?:[Hh]inta |[Hh]innat )?(?:tarkistettu|kirjattu) ${day}`, 'gu');
/** The page's note of the prices its text writes ("Tekstin hinnat on kirjattu 24.11.2026 ja 25.11.2026 …."). */
const textNote =
  /Tekstin hinnat on [^.]*(?:\.\d+\.\d{4}[^.]*)*\.(?: (?:Ne ovat|Osa niistä on) yli \d+ päivää vanhoja[^.]*\.)?/g;

const isoDay = (match: RegExpMatchArray, from: number) =>
  `${match[from + 2]}-${match[from + 1]!.padStart(2, '0')}-${match[from]!.padStart(2, '0')}`;

/** The dated price notes in a text: each card's, cell's or caption's, and the page's note of its text's prices. */
export function priceNotes(text: string) {
  const texts = [...text.matchAll(textNote)].map((match) => ({
    sentence: match[0],
    dates: [...match[0].matchAll(new RegExp(day, 'g'))].map((date) => isoDay(date, 1)),
  }));
  const rest = text.replace(textNote, ' ');
  const items = [...rest.matchAll(itemNote)].map((match) => ({ note: match[0].trim(), date: isoDay(match, 1) }));
  return { items, texts };
}

const hasItemNote = (element: Element | null | undefined) =>
  Boolean(element) && priceNotes(element!.textContent ?? '').items.length > 0;

/**
 * Whether a price is dated where a reader finds its date: a card's prices by as many notes in the card, a table's by its cell or
 * caption, a price with its note beside it (a review's shop line) by that, and a price in the text by the page's note
 * of its text's prices.
 */
function isDated(element: Element, main: Element): boolean {
  // A card may list other shops with their own prices and notes: each price needs its own note there.
  const card = element.closest('article');
  if (card && !card.querySelector('h1'))
    return priceNotes(card.textContent ?? '').items.length >= (card.textContent?.match(euroAmount) ?? []).length;
  const table = element.closest('table');
  if (table) return hasItemNote(element.closest('td, th')) || hasItemNote(table.querySelector('caption'));
  if (hasItemNote(element.closest('p, li, dd'))) return true;
  return priceNotes(main.textContent ?? '').texts.length > 0;
}

/** The text of an element without its children's, e.g. a price span's "19,90 €". */
const ownText = (element: Element) =>
  [...element.childNodes]
    .filter((node) => node.nodeType === node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('');

/**
 * Every shown price with no date around it, and every price note whose day is older than the limit on the clock's day
 * (a card, cell or caption must then show no price; the page's note of its text's prices must say they are old).
 * `where` names the page in each problem; `prices` counts the amounts read, so a check that found none can say so.
 */
export function priceProblems(html: string, where: string, clock: PriceClock): { problems: string[]; prices: number } {
  const { document } = new JSDOM(html).window;
  const main = document.querySelector('main');
  if (!main) return { problems: [], prices: 0 };
  const problems: string[] = [];
  let prices = 0;
  for (const element of [main, ...main.querySelectorAll('*')]) {
    if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName)) continue;
    const amounts = ownText(element).match(euroAmount);
    if (!amounts || notPrice(element)) continue;
    prices += amounts.length;
    if (!isDated(element, main))
      problems.push(
        `${where}: hinta ${amounts.join(', ')} ilman päivää («${element.textContent?.trim().slice(0, 80)}»)`,
      );
  }
  const notes = priceNotes(main.textContent ?? '');
  for (const { note, date } of notes.items) {
    const age = daysBetween(date, clock.today);
    if (age > clock.maxAgeDays)
      problems.push(`${where}: «${note}» on ${age} päivää vanha (raja ${clock.maxAgeDays}, päivä ${clock.today})`);
  }
  for (const { sentence, dates } of notes.texts) {
    const old = dates.some((date) => daysBetween(date, clock.today) > clock.maxAgeDays);
    if (old && !sentence.includes(`yli ${clock.maxAgeDays} päivää vanhoja`))
      problems.push(`${where}: «${sentence}» ei kerro, että hinnat ovat yli ${clock.maxAgeDays} päivää vanhoja`);
  }
  return { problems, prices };
}

/** A shop as the tracking check needs it: where its links go and, when it has a programme, its tracking. */
export interface GateShop {
  id: string;
  /** The shop's hosts: its domain and its search's host. */
  hosts: string[];
  /** The network's template with this shop's programme and the publisher's id, when both are configured. */
  tracking?: { network: string; template: string; programme: string; publisher: string };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The tracking link's pattern for a shop: the template with its programme and publisher, any shop address and any
 * click reference inside (named groups `url` and `ref`).
 */
const trackingPattern = ({ template, programme, publisher }: NonNullable<GateShop['tracking']>) =>
  new RegExp(
    `^${escapeRegExp(template)
      .replace(escapeRegExp('{programme}'), escapeRegExp(encodeURIComponent(programme)))
      .replace(escapeRegExp('{publisher}'), escapeRegExp(encodeURIComponent(publisher)))
      .replace(escapeRegExp('{url}'), '(?<url>[^&#]+)')
      .replace(escapeRegExp('{ref}'), '(?<ref>[^&#]*)')}`,
  );

/** A click reference as the site writes it: the page's name and the placement, "paras-kreatiini.kortti". */
const clickRefPattern = /^[a-z0-9-]+\.[a-z]+$/;

const hostOf = (href: string) => {
  try {
    return new URL(href).hostname;
  } catch {
    return '';
  }
};

/**
 * Every store link (`rel="sponsored"`) that should be a tracking link and is not: a link straight to a shop whose
 * programme and publisher id are configured, a tracking link around another shop's address, and a link to a
 * network's tracking host with another programme or publisher (`networkHosts`: every network's host).
 */
export function trackingProblems(
  html: string,
  where: string,
  shops: readonly GateShop[],
  networkHosts: readonly string[],
): { problems: string[]; tracked: number } {
  const { document } = new JSDOM(html).window;
  const problems: string[] = [];
  let tracked = 0;
  for (const link of document.querySelectorAll('a[rel~="sponsored"]')) {
    const href = link.getAttribute('href') ?? '';
    const tracking = shops.flatMap((shop) => {
      const match = shop.tracking && trackingPattern(shop.tracking).exec(href);
      return match
        ? [{ shop, inner: decodeURIComponent(match.groups!.url!), ref: decodeURIComponent(match.groups!.ref ?? '') }]
        : [];
    })[0];
    if (tracking) {
      tracked += 1;
      if (!tracking.shop.hosts.includes(hostOf(tracking.inner)))
        problems.push(`${where}: ${tracking.shop.id}-ohjelman seurantalinkki vie muualle: ${href}`);
      if (tracking.shop.tracking!.template.includes('{ref}') && !clickRefPattern.test(tracking.ref))
        problems.push(`${where}: ${tracking.shop.id}-ohjelman seurantalinkiltä puuttuu sivun ja paikan viite: ${href}`);
      continue;
    }
    const host = hostOf(href);
    const shop = shops.find((candidate) => candidate.hosts.includes(host));
    if (shop?.tracking) problems.push(`${where}: ${shop.id} (${shop.tracking.network}) ilman seurantalinkkiä: ${href}`);
    else if (networkHosts.includes(host))
      problems.push(`${where}: seurantalinkki, jonka ohjelmaa tai julkaisijaa ei ole määritetty: ${href}`);
  }
  return { problems, tracked };
}
