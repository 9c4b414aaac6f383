import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../scripts/lib/page-weight.mjs';
import { clientDir } from './build-dir';
import { expect, narrowOnly, openForPicture, test } from './fixtures';
import { decodeEntities } from './html-text';

// On a phone a page title or section heading breaks between words, never inside one: Finnish compounds
// ("aktiivisuusrannekkeet", "hyaluronihapposeerumi") are long, and a browser without a Finnish hyphenation dictionary
// splits them with no hyphen. Every word of every h1 and h2 the build writes must fit the width its level has on an
// article page, measured in the page's own fonts at 390 px and at 360 px, a common Android width.

const pages = htmlFiles(clientDir).filter((file) => !file.startsWith('__'));

/** A heading's words as the browser may break them: at spaces and after a hyphen or a dash. */
const words = (text: string) => text.split(/\s+|(?<=[-–—/])/).filter(Boolean);

/** The words of every heading of a level in the built pages, with the page it is on. */
const headings = (level: 1 | 2) =>
  pages.flatMap((file) =>
    [
      ...readFileSync(path.join(clientDir, file), 'utf8').matchAll(
        new RegExp(`<h${level}\\b[^>]*>(.*?)</h${level}>`, 'gs'),
      ),
    ].map((match) => ({ file, words: words(decodeEntities(match[1]!.replace(/<[^>]+>/g, ''))) })),
  );

/** The words of `texts` wider than the line of the page's heading at `selector`, in that heading's font. */
const tooWide = (page: Page, selector: string, texts: readonly { file: string; words: string[] }[]) =>
  page.evaluate(
    ({ selector, texts }) => {
      const heading = document.querySelector(selector)!;
      const style = getComputedStyle(heading);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const line = heading.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return texts.flatMap(({ file, words }) =>
        words
          .filter((word) => context.measureText(word).width > line)
          .map((word) => `${selector} ${style.fontSize} ${file}: "${word}" > ${line} px`),
      );
    },
    { selector, texts },
  );

test('no page title or section heading has a word wider than a phone screen', narrowOnly, async ({ page }) => {
  const [titles, sections] = [headings(1), headings(2)];
  expect(titles.map((heading) => heading.file)).toContain('paras-hyaluronihappo/index.html');
  // Hydrated, and every face the page uses drawn in its web font, which the measuring then uses too. Every title is
  // measured as an article's, every section heading as an article section's; the home page's title has a size of its
  // own and is measured on its page.
  await openForPicture(page, '/paras-hyaluronihappo');
  const home = titles.filter((heading) => heading.file === 'index.html');
  expect(home).toHaveLength(1);
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    expect(
      [
        ...(await tooWide(
          page,
          'main article h1',
          titles.filter((heading) => heading.file !== 'index.html'),
        )),
        ...(await tooWide(page, 'main article section[aria-labelledby] > h2', sections)),
      ],
      `${width} px`,
    ).toEqual([]);
  }
  await openForPicture(page, '/');
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await tooWide(page, 'main h1', home), `${width} px`).toEqual([]);
  }
});
