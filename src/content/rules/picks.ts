// The picks of a comparison's conclusion ("- **Paras kokonaisuus:** Tuote – miksi") read as data, so the build can
// check them against the catalogue: the best overall pick has the comparison's highest rating, and a pick made on price
// has a price.
import { inlineText, type Block } from '../../lib/rich-text.ts';
import { missingFacts, parsePrice, unitPrice, type PackSize, type PriceBasis } from '../../lib/unit-price.ts';

/** A conclusion's pick: its bold label and the product it names. */
export interface Pick {
  label: string;
  productId: string;
}

/** A compared product as the checks need it. */
export interface RatedProduct {
  id: string;
  title: string;
  rating?: number;
  /** The lowest offer's price, where any shop's price is known. */
  price?: string;
  /** The pack facts a price per serving, 100 g, 100 ml or piece is computed from. */
  facts?: PackSize;
}

/** The list items of the conclusion that start with a bold label and go on with a compared product's name. */
export function picksOf(blocks: readonly Block[], compared: readonly RatedProduct[]): Pick[] {
  // The longest name first, so that "Nordic Naturals Omega-3" does not claim "Nordic Naturals Omega-3 Junior".
  const byLength = [...compared].sort((a, b) => b.title.length - a.title.length);
  return blocks.flatMap((block) =>
    block.type !== 'list'
      ? []
      : block.items.flatMap((item) => {
          const [first, ...rest] = item;
          if (first?.type !== 'strong') return [];
          const label = inlineText(first.children).trim().replace(/:$/, '');
          const after = inlineText(rest).trim();
          const product = byLength.find((candidate) => after.startsWith(candidate.title));
          return product ? [{ label, productId: product.id }] : [];
        }),
  );
}

/** A label that names the comparison's best product overall. */
export const isBestOverall = (label: string) => /^paras (kokonaisuus|valinta)\b/i.test(label);

/** A label that picks on price: it needs the price it is about. */
export const isPriceBased = (label: string) => /edullisin|halvin|hinta-laatu|päivähinta|annoshinta/i.test(label);

/** A label that picks on a price per serving, day, millilitre or use: only a price computed from facts can back it. */
export const isUnitPriceBased = (label: string) =>
  /päiväannos|päivähinta|annoshinta|päivältä|annokselta|millilitra|grammahinta|käyttökert|kapselihinta/i.test(label);

/**
 * A label that names a figure the product would lead on ("Tehokkain vaimennus", "Pisin akunkesto", "Eniten EPA:ta",
 * "Paras hinta-laatusuhde"): the catalogue holds no such figure for every compared product, so the pick cannot claim it.
 */
export const namesFigure = (label: string) =>
  /tehokkain|vahvin|eniten|vähiten|suurin|pienin|kevyin|pisin|lyhyin|nopein|hiljaisin|tarkin|hinta-laatu|paras hinta\b/i.test(
    label,
  ) || label.split(/[\s,–-]+/).some(isSuperlative);

/**
 * A Finnish superlative however it is worded ("Tukevin", "Selkein", "Monipuolisin", "Helpoin", "Kompaktein", in the
 * plural "Monipuolisimmat", "Kevyimmät", "Tiiviimmät"): it
 * claims a lead over every compared product. Only the price ("edullisin", "halvin") has its own check; "paras" is the
 * rating's. Illatives ("Salitreeniin", "paksuihin"), genitives ("Retinolin", "meikin") and "vain" are not superlatives.
 */
export const isSuperlative = (word: string) =>
  !/^(?:edullisin|halvin|vain|aina|lain|kasvin)$/i.test(word) &&
  /^(?:\p{L}{2,}(?:ai|ei|oi|ui|yi|äi|öi|si|vi|pi)n|pienin|suurin|lyhyin|uusin|vanhin|tarkin|jäykin|\p{L}{3,}(?:imm|imp)[aä]t)$/iu.test(
    word,
  );

/** A label that names the cheapest product ("Edullisin", "Halvin"), not a price per unit. */
const isCheapest = (label: string) => /edullisin|halvin/i.test(label) && !isUnitPriceBased(label);

/**
 * Why a product cannot be ranked on the comparison's price per `basis`: the facts or the price it lacks, as catalogue
 * fields; empty when its price per basis can be computed.
 */
export function unitPriceGaps(product: RatedProduct, basis: PriceBasis): string[] {
  const price = parsePrice(product.price);
  return [...(price === undefined ? ['offers.price'] : []), ...missingFacts(product.facts, basis)];
}

/** What is wrong with a comparison's picks, as messages (empty when they agree with the catalogue). */
export function pickProblems(picks: readonly Pick[], compared: readonly RatedProduct[], basis?: PriceBasis): string[] {
  const problems: string[] = [];
  const top = Math.max(...compared.map((product) => product.rating ?? 0));
  const format = (rating: number) => String(rating).replace('.', ',');
  for (const pick of picks) {
    const product = compared.find((candidate) => candidate.id === pick.productId)!;
    if (isBestOverall(pick.label)) {
      if (product.rating === undefined) {
        problems.push(`"${pick.label}" on ${product.title}, jolla ei ole arvosanaa`);
      } else if (product.rating < top) {
        const higher = compared
          .filter((other) => (other.rating ?? 0) > product.rating!)
          .map((other) => `${other.title} ${format(other.rating!)}`)
          .join(', ');
        problems.push(
          `"${pick.label}" on ${product.title} (${format(product.rating)}), mutta arvosana on korkeampi: ${higher}; paras valinta tarvitsee vertailun korkeimman arvosanan, tai nimeä valinta perusteensa mukaan (esim. "Edullisin")`,
        );
      }
    }
    if (isPriceBased(pick.label) && !product.price) {
      problems.push(
        `"${pick.label}" on ${product.title}, jonka hintaa ei ole tuoteluettelossa: hintaan perustuva valinta tarvitsee hinnan`,
      );
    }
    if (isUnitPriceBased(pick.label)) {
      const gaps = basis ? unitPriceGaps(product, basis) : ['priceBasis'];
      if (gaps.length > 0)
        problems.push(
          `"${pick.label}" valitsee hinnan annosta tai yksikköä kohden, mutta ${product.title}: puuttuu ${gaps.join(', ')}; tällaisen valinnan voi tehdä vain tuotetiedoista lasketulla hinnalla (priceBasis ja tuotteen facts)`,
        );
      else {
        const cents = (candidate: RatedProduct) => unitPrice(parsePrice(candidate.price), candidate.facts, basis!);
        const cheaper = compared.filter((other) => (cents(other) ?? Infinity) < cents(product)!);
        if (cheaper.length > 0)
          problems.push(
            `"${pick.label}" on ${product.title}, mutta hinta per ${basis} on pienempi: ${cheaper.map((other) => other.title).join(', ')}`,
          );
      }
    }
    if (namesFigure(pick.label))
      problems.push(
        `"${pick.label}" nimeää luvun, jossa ${product.title} olisi vertailun paras, mutta tuoteluettelossa ei ole sitä lukua jokaiselle vertailun tuotteelle: nimeä valinta sen mukaan, mitä tiedot näyttävät`,
      );
    // A pick that names a figure needs that figure for every compared product: "Edullisin" among products whose prices
    // are not all known claims what the data does not show.
    if (isCheapest(pick.label)) {
      const unpriced = compared.filter((other) => other.id !== product.id && !other.price);
      if (unpriced.length > 0)
        problems.push(
          `"${pick.label}" vertaa hintoja, mutta hinta puuttuu: ${unpriced.map((other) => other.title).join(', ')}; valinta, joka nimeää luvun, tarvitsee sen jokaiselta vertailun tuotteelta`,
        );
    }
    if (isUnitPriceBased(pick.label) && basis) {
      const lacking = compared.filter((other) => other.id !== product.id && unitPriceGaps(other, basis).length > 0);
      if (lacking.length > 0)
        problems.push(
          `"${pick.label}" vertaa hintaa per ${basis}, mutta sitä ei voi laskea: ${lacking.map((other) => `${other.title} (${unitPriceGaps(other, basis).join(', ')})`).join(', ')}; valinta, joka nimeää luvun, tarvitsee sen jokaiselta vertailun tuotteelta`,
        );
    }
    if (isCheapest(pick.label) && product.price) {
      const cents = parsePrice(product.price)!;
      const cheaper = compared.filter((other) => (parsePrice(other.price) ?? Infinity) < cents);
      if (cheaper.length > 0)
        problems.push(
          `"${pick.label}" on ${product.title} (${product.price}), mutta halvempi on ${cheaper.map((other) => `${other.title} ${other.price}`).join(', ')}: nimeä valinta sen mukaan, mihin se perustuu`,
        );
    }
  }
  return problems;
}
