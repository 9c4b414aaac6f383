/** The widths offered for remote CDN images (the spec's feeds carry width parameters from 700 to 1400). */
export const remoteWidths = [700, 1000, 1400] as const;

const widthParams = ['width', 'w'];

/** Whether an image address is remote (https) rather than the site's own artwork. */
export const isRemoteImage = (src: string) => /^https:\/\//.test(src);

/**
 * A srcset for a remote image whose address has a width parameter ("width" or "w"), one candidate per offered width;
 * undefined for local images and remote ones without such a parameter.
 */
export function remoteSrcSet(src: string, widths: readonly number[] = remoteWidths): string | undefined {
  if (!isRemoteImage(src)) return undefined;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  const param = widthParams.find((name) => url.searchParams.has(name));
  if (!param) return undefined;
  return widths
    .map((width) => {
      const candidate = new URL(url);
      candidate.searchParams.set(param, String(width));
      return `${candidate.toString()} ${width}w`;
    })
    .join(', ');
}

/** A product category's artwork file name: lowercase ASCII, e.g. "Älyvaa'at" → "alyvaaat", "Lisäravinteet 50+" → "lisaravinteet-50". */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/å/g, 'a')
    .replace(/['+]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** The site's artwork for a product category. */
export const categoryImage = (category: string) => `/images/categories/${categorySlug(category)}.svg`;
