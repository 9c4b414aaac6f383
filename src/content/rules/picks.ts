// The picks of a comparison's conclusion ("- **Paras kokonaisuus:** Tuote – miksi") read as data, so the build can
// check them against the catalogue: the best overall pick has the comparison's highest rating, a pick names no figure
// the catalogue lacks, and no pick is made on price.
import { inlineText, type Block } from '../../lib/rich-text.ts';

/** A conclusion's pick: its bold label, the product it names and what it says of it after the name. */
export interface Pick {
  label: string;
  productId: string;
  text: string;
}

/** A compared product as the checks need it. */
export interface RatedProduct {
  id: string;
  title: string;
  rating?: number;
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
          return product ? [{ label, productId: product.id, text: after.slice(product.title.length).trim() }] : [];
        }),
  );
}

/** A label that names the comparison's best product overall. */
export const isBestOverall = (label: string) => /^paras (kokonaisuus|valinta)\b/i.test(label);

/**
 * A label that picks on price ("Edullisin", "Halvin pakkaushinta", "Edullisin päiväannos", "Paras hinta", "Pieni
 * annoshinta"): its truth changes whenever a shop changes a price, so the conclusion does not make one (`pickProblems`).
 */
export const isPriceBased = (label: string) =>
  /edullisin|halvin|kallein|hinta|päivältä|annokselta|käyttökerralta/i.test(label);

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

/**
 * What is wrong with a comparison's picks, as messages (empty when they agree with the catalogue). The best overall
 * pick has the highest rating; a pick names no figure the catalogue does not hold for every compared product; and no
 * pick is made on price, which a refresh of the shops' prices could make false on any day: the text gives a product's
 * rank with `:pricerank[id]`, and the table sorts by price.
 */
export function pickProblems(picks: readonly Omit<Pick, 'text'>[], compared: readonly RatedProduct[]): string[] {
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
          `"${pick.label}" on ${product.title} (${format(product.rating)}), mutta arvosana on korkeampi: ${higher}; paras valinta tarvitsee vertailun korkeimman arvosanan, tai nimeä valinta perusteensa mukaan (esim. "Vegaaneille")`,
        );
      }
    }
    if (isPriceBased(pick.label))
      problems.push(
        `"${pick.label}" valitsee ${product.title} hinnan perusteella, ja hintojen järjestys muuttuu, kun kaupat muuttavat hintoja: nimeä valinta muun perusteen mukaan ja kerro hinnan sija tekstissä (:pricerank[${product.id}]); taulukko järjestää hinnat`,
      );
    else if (namesFigure(pick.label))
      problems.push(
        `"${pick.label}" nimeää luvun, jossa ${product.title} olisi vertailun paras, mutta tuoteluettelossa ei ole sitä lukua jokaiselle vertailun tuotteelle: nimeä valinta sen mukaan, mitä tiedot näyttävät`,
      );
  }
  return problems;
}
