// A product page address belongs to the product it is written for. Shops name their product pages after the product
// ("…/star-nutrition-creatine-monohydrate-500-g") or carry its id or GTIN, so an address is checked against the
// product's name, its GTIN and the shop's id for it; an address that names another catalogue product better (two
// products' links swapped, or one pasted under the wrong product) is refused.

/** What the check reads of a catalogue product. */
export interface PageProduct {
  id: string;
  title: string;
  brand: string;
  gtin?: string;
}

/** An offer with a product page: the product it is written under, the shop's id for it and the address. */
export interface PageOffer {
  product: PageProduct;
  store: string;
  url: string;
  shopProductId?: string | undefined;
  /** Where the address is, for the message. */
  index: number;
}

/** An address that does not show it belongs to its product, and why. */
export interface PageMismatch {
  offer: PageOffer;
  message: string;
}

/** Words of a text, lower case, without accents (ä → a), split at anything but letters and digits. */
export const wordsOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

/** An address's path and query as words; the host says only which shop it is. */
function addressWords(url: string): string[] {
  const { pathname, search } = new URL(url);
  let path = `${pathname} ${search}`;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A stray "%" stays as it is.
  }
  return wordsOf(path);
}

/**
 * How many of the product's name words the address has, how many of them are not the brand's, and what share of the
 * name's own words (beyond the brand) it has.
 */
function nameMatch(product: PageProduct, words: ReadonlySet<string>) {
  const brand = new Set(wordsOf(product.brand));
  const name = [...new Set(wordsOf(product.title))];
  const ownWords = name.filter((word) => !brand.has(word));
  const found = name.filter((word) => words.has(word));
  const own = found.filter((word) => !brand.has(word)).length;
  return { score: found.length, own, share: ownWords.length > 0 ? own / ownWords.length : 0 };
}

/** Whether one product's match with an address is better than another's: more words, or as many and a larger share. */
const fitsBetter = (a: ReturnType<typeof nameMatch>, b: ReturnType<typeof nameMatch>) =>
  a.score > b.score || (a.score === b.score && a.share > b.share);

/** Whether the address carries the shop's id for the product or its GTIN, as a word of its own. */
function carriesId(offer: PageOffer, words: readonly string[]): boolean {
  const joined = ` ${words.join(' ')} `;
  const ids = [offer.shopProductId, offer.product.gtin].flatMap((id) => (id ? [wordsOf(id).join(' ')] : []));
  return ids.some((id) => id !== '' && joined.includes(` ${id} `));
}

/**
 * The offers whose product page does not show that it belongs to their product: it carries neither the shop's id for
 * the product nor its GTIN, and names no word of the product's own name (beyond the brand), or fits another catalogue
 * product better: more of its name's words, or as many and a larger share of its own.
 */
export function offerPageMismatches(offers: readonly PageOffer[], products: readonly PageProduct[]): PageMismatch[] {
  return offers.flatMap((offer) => {
    const list = addressWords(offer.url);
    if (carriesId(offer, list)) return [];
    const words = new Set(list);
    const own = nameMatch(offer.product, words);
    if (own.own === 0)
      return [
        {
          offer,
          message: `osoite ei nimeä tuotetta ${offer.product.title}: tarkista, että se on tämän tuotteen sivu, tai kirjoita kaupan tunnus shopProductId, jos osoite on se`,
        },
      ];
    const better = products.find((other) => other.id !== offer.product.id && fitsBetter(nameMatch(other, words), own));
    return better
      ? [
          {
            offer,
            message: `osoite näyttää olevan tuotteen ${better.title} sivu, ei tuotteen ${offer.product.title}: tarkista, ettei linkkejä ole vaihdettu keskenään`,
          },
        ]
      : [];
  });
}
