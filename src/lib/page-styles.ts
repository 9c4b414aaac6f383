// The prerendered page's component styles as a plain stylesheet (docs/decisions/008-styles-without-rehydration.md).
//
// styled-components writes the styles it collected at prerender into `<style data-styled>` with a marker rule after
// each component's rules (`data-styled.g12[id="sc-abc-0"]{content:"kzXyz,"}`) and a `/*!sc*/` comment after each rule.
// In the browser it reads those markers, copies every rule into a stylesheet of its own and removes the tag: the markers
// are 0.4–0.6 KB of every page's compressed HTML, and the copy changes the page's stylesheets while it hydrates. Without
// the markers it leaves the tag alone and adds each component's rules again when the component first renders, which
// costs no more than the copy did. The rules are the same in the same order, so the page looks the same throughout.

/** styled-components' server style tag, as `ServerStyleSheet.getStyleTags()` writes it. */
const serverTag = /^<style data-styled="true" data-styled-version="[\d.]+">([^<]*)<\/style>$/;

/** A component's marker rule and the separator after it. */
const marker = /data-styled\.g\d+\[id="[\w-]+"\]\{content:"[\w,-]*"\}\/\*!sc\*\/\n/g;

/** The separator styled-components writes after every rule. */
const separator = /\/\*!sc\*\/\n/g;

/** The attribute that marks the page's component styles (styled-components does not read it). */
export const pageStylesAttribute = 'data-page-styles';

/**
 * The server style tag as a plain `<style>` of the same rules without markers or separators, or nothing when no
 * component rendered (React Router's SPA fallback page). Throws if the tag is not
 * in the form above, so that an upgrade of styled-components that changes it stops the build instead of shipping
 * pages whose styles the browser would read twice or not at all.
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
