// How a comparison is put together, beyond each pick: enough makers to be a comparison, a title that keeps its promise
// of a pick, "Paras valinta, jos" that claims nothing the data cannot show, and a page whose must-haves no product meets
// that says so instead of passing silently, and no best product where the value it is judged on cannot be priced.
import { missingFacts, neededFacts, type PackSize, type PriceBasis } from '../../lib/unit-price.ts';
import { mustHaveHeadings, unmet, type MustHave, type StandingProduct } from './must-haves.ts';

/** How many brands a comparison compares, unless its frontmatter says why fewer (`fewerBrands`). */
export const minBrands = 3;

/** A page title that promises a pick: "Paras kreatiini {vuosi}", "Parhaat korvatulpat nukkumiseen". */
export const promisesPick = (title: string) => /^(?:paras|parhaat)\s/iu.test(title.trim());

/** The distinct brands of the compared products, in their order. */
export const brandsOf = (compared: readonly { brand: string }[]) => [
  ...new Set(compared.map((product) => product.brand)),
];

/**
 * What is wrong with a comparison's line-up of brands: fewer than three without a reason, or a reason left behind when
 * the line-up has grown to three. Undefined when nothing is.
 */
export function brandProblem(brands: readonly string[], fewerBrands: string | undefined): string | undefined {
  if (brands.length === 0) return undefined;
  if (brands.length < minBrands && !fewerBrands)
    return `vertailussa on ${brands.length === 1 ? 'vain yksi merkki' : `vain ${brands.length} merkkiä`} (${brands.join(', ')}): vertaile vähintään ${minBrands} merkkiä tai kerro kentässä fewerBrands, miksi vähemmän`;
  if (brands.length >= minBrands && fewerBrands)
    return `vertailussa on ${brands.length} merkkiä, joten fewerBrands ei pidä enää paikkaansa: poista se`;
  return undefined;
}

/** A title that promises a pick on a page that makes none: the build's message, or undefined. */
export function titlePickProblem(title: string, picks: number): string | undefined {
  if (!promisesPick(title) || picks > 0) return undefined;
  return `otsikko "${title}" lupaa valinnan, mutta yhteenveto ei nimeä yhtään (lista, jonka kohta alkaa lihavoidulla perusteella ja tuotteen nimellä): nimeä valinta tai muuta otsikko, esim. "… vertailussa {vuosi}"`;
}

/**
 * Words of a "Paras valinta, jos …" that claim what a shop's price or a figure the catalogue lacks would have to show:
 * price words ("edullinen", "halpa"), which a refresh can make false, and a lead over the others ("laajin",
 * "suurimman", "eniten"), which the catalogue holds for no comparison.
 */
const bestForClaims =
  /(?<![\p{L}])(?:edulli\p{L}*|halp\p{L}*|halv\p{L}*|kallis|kallii\p{L}*|kalle\p{L}*|laajin|laajimm\p{L}*|monipuolisin|monipuolisimm\p{L}*|suurin|suurimm\p{L}*|vahvin|vahvimm\p{L}*|tehokkain|tehokkaimm\p{L}*|pisin|pisimm\p{L}*|eniten|vähiten)(?![\p{L}])/iu;

/** Price words ("Edullinen", "halpa", "edulliseen hintaan"): what a refresh of the shops' prices can make false. */
const priceWords = /(?<![\p{L}])(?:edulli\p{L}*|halp\p{L}*|halv\p{L}*|kallis|kallii\p{L}*|kalle\p{L}*)(?![\p{L}])/iu;

/** The price word of a card's line, or undefined. */
export const priceWord = (text: string) => priceWords.exec(text)?.[0];

/** The claim a "Paras valinta, jos" makes that the data cannot back, or undefined. */
export const bestForClaim = (text: string) => bestForClaims.exec(text)?.[0];

/** A "Paras valinta, jos" that claims price or a lead: the build's message, or undefined. */
export function bestForProblem(title: string, text: string): string | undefined {
  const claim = bestForClaim(text);
  if (!claim) return undefined;
  return `"Paras valinta, jos" tuotteelle ${title} sanoo "${claim}": hinta muuttuu kaupoissa, eikä tuoteluettelossa ole lukua, jolla tuote olisi muita edellä; kerro, mitä tiedot näyttävät (esim. pakkauskoko, muoto, kauppa)`;
}

/** A heading in running text: "Validoitu" → "validoitu", "EU-rajan sisällä" kept. */
const inText = (heading: string) =>
  /^\p{Lu}\p{Lu}/u.test(heading) ? heading : heading[0]!.toLowerCase() + heading.slice(1);

/**
 * When no compared product meets every must-have of the page: the note the page shows in its conclusion instead of a
 * pick, made from the data so that it goes when a product comes to meet them. Undefined when one meets them.
 */
export function noPickNote(products: readonly StandingProduct[], required: readonly MustHave[]): string | undefined {
  if (required.length === 0 || products.length === 0) return undefined;
  if (products.some((product) => !unmet(product, required))) return undefined;
  const headings = required.map((key) => `"${inText(mustHaveHeadings[key])}"`).join(' ja ');
  const titles = (status: 'fails' | 'unknown') =>
    products.filter((product) => unmet(product, required)?.status === status).map((product) => product.title);
  const [fails, unknown] = [titles('fails'), titles('unknown')];
  return [
    `Emme nimeä tästä vertailusta suositusta, koska yksikään sen tuotteista ei tietojemme mukaan täytä ${required.length === 1 ? 'ehtoa' : 'ehtoja'} ${headings}.`,
    fails.length > 0 ? `Ei täytä: ${fails.join(', ')}.` : '',
    unknown.length > 0 ? `Tieto puuttuu: ${unknown.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A pick label that calls its product the best ("Paras kokonaisuus", "Paras sitraatti", "Parhaat …"): the rating's word. */
export const claimsBest = (label: string) => /(?<!\p{L})(?:paras|parhaat)(?!\p{L})/iu.test(label);

/** The titles of the compared products whose price per `basis` their facts cannot give. */
export const unvaluedTitles = (basis: PriceBasis, compared: readonly { title: string; facts?: PackSize }[]) =>
  compared.filter((product) => missingFacts(product.facts, basis).length > 0).map((product) => product.title);

/** "A, B ja C". */
const listed = (titles: readonly string[]) =>
  titles.length < 2 ? titles.join('') : `${titles.slice(0, -1).join(', ')} ja ${titles.at(-1)}`;

/**
 * On a comparison with a price basis the rating weighs what a product costs per that basis, so a pick that calls a
 * product the best needs the facts the price is computed from for every compared product (`unvalued`: the titles of
 * those that lack them). The build's message, or undefined.
 */
export function unvaluedBestPick(
  label: string,
  title: string,
  basis: PriceBasis,
  unvalued: readonly string[],
): string | undefined {
  if (!claimsBest(label) || unvalued.length === 0) return undefined;
  return `"${label}" sanoo parhaaksi tuotteen ${title}, mutta hintaa per ${basis} ei voi laskea tuotteille ${unvalued.join(', ')}, koska niiltä puuttuvat tuotetiedot (facts): paras vertaa myös hintaa per ${basis}, joten nimeä valinta perusteensa mukaan (esim. "Yksi tabletti päivässä") tai lisää tuotetiedot lähteineen`;
}

/**
 * Why a comparison with a price basis names no best product while some of its `compared` products lack the facts for
 * that price: the conclusion's note, made from the data so that it goes when the facts come. Undefined when none lacks them.
 */
export function noBestNote(basis: PriceBasis, unvalued: readonly string[], compared: number): string | undefined {
  if (unvalued.length === 0) return undefined;
  const which =
    unvalued.length === compared
      ? 'yhdellekään vertailun tuotteelle'
      : `${unvalued.length === 1 ? 'tuotteelle' : 'tuotteille'} ${listed(unvalued)}`;
  return `Emme nimeä yhtä kaikille parasta tuotetta: hintaa per ${basis} ei voi vielä laskea ${which}, koska kaikkia siihen tarvittavia tietoja (${neededFacts[basis].nominative}) ei ole vielä tarkistettu.`;
}
