// The prerendered page's component styles as a plain stylesheet that hydration adopts
// (docs/decisions/008-styles-without-rehydration.md).
//
// styled-components writes the styles it collected at prerender into `<style data-styled>` with a marker rule after
// each component's rules (`data-styled.g12[id="sc-abc-0"]{content:"kzXyz,"}`) and a `/*!sc*/` comment after each rule.
// In the browser it reads those markers, copies every rule into a stylesheet of its own and removes the tag: the markers
// are 0.4–0.6 KB of every page's compressed HTML, and the copy changes the page's stylesheets while it hydrates.
// Instead the page gets the rules alone (`pageStyles`, at prerender), and before hydrating, the browser tells
// styled-components which of its class names the page's stylesheet already has (`adoptPageStyles`): those components'
// rules are neither compiled nor inserted again, so hydration changes no stylesheet. A component the page did not
// show (the search dialog, another page's) adds its rules when it first renders, as usual. The global styles render
// only at prerender (src/root.tsx), so every name the browser needs to be told of is a class in the page's rules.

/** styled-components' server style tag, as `ServerStyleSheet.getStyleTags()` writes it. */
const serverTag = /^<style data-styled="true" data-styled-version="[\d.]+">([^<]*)<\/style>$/;

/** A component's marker rule and the separator after it. */
const marker = /data-styled\.g\d+\[id="[\w-]+"\]\{content:"[\w,-]*"\}\/\*!sc\*\/\n/g;

/** The separator styled-components writes after every rule. */
const separator = /\/\*!sc\*\/\n/g;

/** The attribute that marks the page's component styles (styled-components does not read it). */
export const pageStylesAttribute = 'data-page-styles';

/**
 * A class selector's name, as styled-components generates them, where a selector may have one: letters, with a hyphen
 * wherever the letters "ad" meet in either case (`bMdla-D`, `cA-davI`), which styled-components splits so that ad
 * blockers leave the class alone.
 */
const classSelector = /(?:^|[\s{},>+~(.])\.((?:[a-z]|(?<=a)-(?=d))+)(?![\w-])/gi;

/** The class names a stylesheet's selectors use. */
export function classNamesIn(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(classSelector), (match) => match[1]!));
}

/**
 * The server style tag as a plain `<style>` of the same rules without markers or separators, or nothing when no
 * component rendered (React Router's SPA fallback page). Throws if the tag is not in the form above, so that an
 * upgrade of styled-components that changes it stops the build instead of shipping pages whose styles the browser
 * would read twice or not at all.
 */
export function pageStyles(styleTags: string): string {
  if (styleTags.trim() === '') return '';
  const css = serverTag.exec(styleTags.trim())?.[1];
  if (css === undefined) {
    throw new Error(`styled-components' style tag is not in the expected form: ${styleTags.slice(0, 120)}`);
  }
  const rules = css.replace(marker, '').replace(separator, '');
  if (rules.includes('data-styled') || rules.includes('/*!sc*/')) {
    throw new Error(`styled-components' style tag has a marker of an unexpected form: ${rules.slice(0, 120)}`);
  }
  return `<style ${pageStylesAttribute}="">${rules}</style>`;
}

/** The part of styled-components' style sheet that `adoptPageStyles` uses. */
export interface NamedSheet {
  hasNameForId(id: string, name: string): boolean;
}

/**
 * Tells styled-components' sheet (`__PRIVATE__.mainSheet`, given by src/entry.client.tsx) that the rules of every
 * name in the page's stylesheet element are in place, so that hydration neither compiles nor inserts them again. Does
 * nothing on a page without the stylesheet. Call it before hydrating.
 */
export function adoptPageStyles(sheet: NamedSheet, element: Pick<Element, 'textContent'> | null): void {
  if (!element) return;
  const names = classNamesIn(element.textContent ?? '');
  const known = sheet.hasNameForId.bind(sheet);
  sheet.hasNameForId = (id, name) => names.has(name) || known(id, name);
}
