// The prerendered component styles are the page's own stylesheet (docs/decisions/008-styles-without-rehydration.md):
// hydration adopts them instead of adding every rule again, and what the browser renders later (another page, the
// search dialog) still brings its own rules.
import type { Page } from '@playwright/test';
import { anyWidth, expect, test, waitUntilReady } from './fixtures';

/** The rules of the page's stylesheet that styled-components also holds in its own, as the browser reads them. */
const duplicatedRules = (page: Page) =>
  page.evaluate(() => {
    const rulesOf = (selector: string) =>
      [...document.querySelectorAll<HTMLStyleElement>(selector)].flatMap((style) =>
        [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      );
    const pageRules = new Set(rulesOf('style[data-page-styles]'));
    return rulesOf('style[data-styled]').filter((rule) => pageRules.has(rule));
  });

/** Classes React Router's `NavLink` sets on the link to the current page; the site styles them by `aria-current`. */
const navLinkStates = new Set(['active', 'pending', 'transitioning']);

/**
 * The class names in the document that no stylesheet selects. styled-components gives each element two classes: the
 * component's id (`sc-…`), which only a component selector uses, and the class of its rules, which must have rules.
 */
const unstyledClasses = (page: Page) =>
  page.evaluate(
    (ignored) => {
      const selected = new Set<string>();
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule)
            for (const match of rule.selectorText.matchAll(/\.([\w-]+)/g)) selected.add(match[1]!);
          if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
        }
      };
      for (const sheet of document.styleSheets) collect(sheet.cssRules);
      const used = new Set([...document.body.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
      return [...used]
        .filter((name) => !name.startsWith('sc-') && !ignored.includes(name) && !selected.has(name))
        .sort();
    },
    [...navLinkStates],
  );

for (const path of ['/', '/paras-magnesium', '/tuotteet', '/tietoa', '/haku?q=uni']) {
  test(`${path}: hydration adds none of the rules the page's stylesheet already has`, anyWidth, async ({ page }) => {
    await page.goto(path);
    await waitUntilReady(page);
    expect(await page.locator('style[data-page-styles]').count()).toBe(1);
    expect(await duplicatedRules(page)).toEqual([]);
    expect(await unstyledClasses(page)).toEqual([]);
  });
}

test('pages reached by client navigation and the search dialog bring their own rules', anyWidth, async ({ page }) => {
  await page.goto('/tietoa');
  await waitUntilReady(page);
  const footer = page.getByRole('contentinfo');
  // /tietoa has none of the cards, grids and tables of the pages the reader goes on to.
  for (const [name, path] of [
    ['Vertailut', '/vertailut'],
    ['Tuotearvostelut', '/tuotearvostelut'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await unstyledClasses(page), path).toEqual([]);
  }
  await page.getByRole('main').getByRole('link').filter({ hasText: 'Lue arvostelu' }).first().click();
  await expect(page).toHaveURL(/\/tuotearvostelu|\/tuotearvostelut\/./);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await unstyledClasses(page), 'a review').toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Avaa haku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hae sivustolta' });
  await expect(dialog).toBeVisible();
  expect(await unstyledClasses(page), 'the search dialog').toEqual([]);
  // The dialog is drawn as a panel over the page, not as text in the flow.
  expect(await dialog.evaluate((element) => getComputedStyle(element).position)).toMatch(/^(fixed|absolute)$/);
  expect(await duplicatedRules(page)).toEqual([]);
});
