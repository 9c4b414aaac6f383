import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { catalogue } from '../src/content/collections/products.server';
import { loadContent } from '../src/content/collections.server';
import { pageTexts } from '../src/content/collections/pages.server';
import { siteSettings } from '../src/content/collections/site.server';
import { routes } from '../src/config/routes';
import { formatDate } from '../src/lib/format';
import { formatCents } from '../src/lib/unit-price';
import { blocksText, inlineText } from '../src/lib/rich-text';
import { escapeRegExp, expectBlocksShown } from './content-text';
import { anyWidth, expect, test } from './fixtures';

// The spec's five review routes; a route whose review is not in the data shows the review error view.
const reviewRoutes = routes.filter((entry) => entry.kind === 'review');
const reviewFiles = loadContent().reviews;
const written = reviewRoutes.flatMap((entry) => {
  const doc = reviewFiles.find((candidate) => candidate.id === entry.articleId);
  // The rating is the catalogue product's: one home for it.
  const productRating = catalogue().find((product) => product.id === doc?.front.product)?.rating;
  return doc && productRating ? [{ path: entry.path, review: { ...doc.front, rating: productRating }, doc }] : [];
});
const unwritten = reviewRoutes.filter((entry) => !reviewFiles.some((doc) => doc.id === entry.articleId));
const byRating = [...written].sort(
  (a, b) => b.review.rating - a.review.rating || a.review.title.localeCompare(b.review.title, 'fi'),
);
const rating = (value: number) => `${String(value).replace('.', ',')}/5`;
/** The reviewed products whose sources include a page their maker published (Oura's support pages, Loop's release). */
const makerRead = new Set(['oura-ring-4', 'loop-quiet-2']);

const main = (page: Page) => page.getByRole('main');
const reviewCards = (page: Page) => main(page).getByRole('list', { name: 'Tuotearvostelut' }).getByRole('article');

test('the spec names five review routes and at least four have their review written', anyWidth, () => {
  expect(reviewRoutes.map((entry) => entry.path).sort()).toEqual(
    [
      '/garmin-vivomore-trend-tuotearvostelu',
      '/vaistoa-uoma-2-tuotearvostelu',
      '/tuotearvostelut/puhdistamo-magnesium',
      '/tuotearvostelut/loop-earplugs',
      '/tuotearvostelut/oura-sormus',
    ].sort(),
  );
  expect(written.length).toBeGreaterThanOrEqual(4);
});

test(
  '/tuotearvostelut shows a card per review: title, description, image, rating and "Lue arvostelu"',
  anyWidth,
  async ({ page, visit }) => {
    await visit('/tuotearvostelut');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(pageTexts()['/tuotearvostelut']!.title!);
    await expect(reviewCards(page)).toHaveCount(written.length);
    for (const [index, { path, review }] of byRating.entries()) {
      const card = reviewCards(page).nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(review.title);
      await expect(card).toContainText(review.description);
      await expect(card).toContainText(rating(review.rating));
      await expect(card.locator('img')).toHaveAttribute('src', review.image);
      const link = card.getByRole('link', { name: /^Lue arvostelu/ });
      await expect(link).toHaveText(new RegExp(`^Lue arvostelu`));
      await expect(link).toHaveAttribute('href', encodeURI(path));
    }
  },
);

test('a review card opens its review', anyWidth, async ({ page, visit }) => {
  await visit('/tuotearvostelut');
  const first = byRating[0]!;
  await reviewCards(page)
    .first()
    .getByRole('link', { name: /^Lue arvostelu/ })
    .click();
  await expect(page).toHaveURL(encodeURI(first.path));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.review.title);
});

for (const { path, review, doc } of written) {
  test(
    `${path}: the review with its date, introduction, sections, highlights, verdict, rating and store`,
    anyWidth,
    async ({ page, visit }) => {
      await visit(path);
      await expect(page).toHaveTitle(`${review.title} | ${siteSettings().name}`);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(review.title);
      await expect(main(page).getByText(`Viimeksi päivitetty: ${formatDate(review.updateDate)}`)).toBeVisible();
      await expect(main(page)).toContainText('Sivu sisältää mainoslinkkejä.');
      const introduction = blocksText(doc.introduction.slice(0, 1));
      await expect(main(page).getByText(introduction.slice(0, 80))).toBeVisible();
      // Spec §2: plain sections, text with an image beside it, and bullet lists.
      for (const section of doc.sections) {
        const region = main(page).getByRole('region', { name: section.title, exact: true });
        await expect(region.getByRole('heading', { level: 2 })).toHaveText(section.title);
        const bullets = section.content.flatMap((block) =>
          block.type === 'list' ? block.items.map((item) => inlineText(item)) : [],
        );
        await expect(region.getByRole('listitem')).toHaveText(bullets);
        if (section.image) {
          await expect(region.locator('img')).toHaveCount(1);
          await expect(region.locator('img')).toHaveAttribute('alt', /\S/);
        }
      }

      // Highlights: grouped under a word and drawn with an icon, not told by colour alone.
      for (const highlight of review.highlights) {
        const group = { positive: 'Plussat', neutral: 'Huomioitavaa', negative: 'Miinukset' }[highlight.type];
        const list = main(page)
          .getByRole('heading', { name: group, exact: true })
          .locator('xpath=following-sibling::ul');
        await expect(list.getByText(highlight.text, { exact: true })).toBeVisible();
        await expect(list.getByRole('listitem').filter({ hasText: highlight.text }).locator('svg')).toHaveCount(1);
      }

      // The verdict.
      const verdict = main(page).getByRole('region', { name: /^Lopputulos/ });
      await expect(verdict.getByRole('heading', { name: 'Suosittelemme, jos:' })).toBeVisible();
      await expect(verdict.getByRole('heading', { name: 'Harkitse muita vaihtoehtoja, jos:' })).toBeVisible();
      const lists = verdict.getByRole('list');
      await expect(lists.nth(0).getByRole('listitem')).toHaveText(review.verdict.recommend);
      await expect(lists.nth(1).getByRole('listitem')).toHaveText(review.verdict.consider);

      // The rating, shown as n/5 and read as a sentence.
      await expect(verdict).toContainText(rating(review.rating));
      await expect(
        verdict.getByText(`Toimituksen arvosana ${rating(review.rating).replace('/', ' / ')}`),
      ).toBeAttached();

      // What the rating rests on, beside it in the summary and in the verdict: none of the reviews is of a product the
      // editors used, so each says so, and says whether the maker's own word was read (a source the maker published);
      // and the review's own sources are listed, with their addresses.
      const summary = main(page).getByRole('region', { name: 'Arvostelu lyhyesti' });
      const basis = makerRead.has(review.product)
        ? /^Toimitus ei ole käyttänyt tuotetta itse\. Arvio perustuu valmistajan tietoihin ja lähteisiin/
        : /^Toimitus ei ole käyttänyt tuotetta itse\. Valmistajan tuotetietoja emme ole voineet tarkistaa: arvio perustuu sivun lopussa lueteltuihin lähteisiin\.$/;
      for (const region of [summary, verdict]) await expect(region.getByText(basis)).toBeVisible();
      const sources = main(page).getByRole('region', { name: 'Lähteet' });
      for (const source of review.sources)
        await expect(sources.getByRole('listitem').filter({ hasText: source.title }).getByRole('link')).toHaveAttribute(
          'href',
          source.url,
        );

      // The store button: the product's shop, in a new tab, marked as a paid link.
      const product = catalogue().find((entry) => entry.id === review.product)!;
      const store = verdict.getByRole('link', { name: /^Siirry verkkokauppaan!/ });
      await expect(store).toHaveAttribute('target', '_blank');
      await expect(store).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      await expect(store).toHaveAccessibleName(new RegExp(product.title));
      expect(new URL((await store.getAttribute('href'))!).protocol).toBe('https:');
    },
  );
}

for (const entry of unwritten) {
  test(
    `${entry.path}: a review route without its review shows the review error view`,
    anyWidth,
    async ({ page, visit }) => {
      await visit(entry.path);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Virhe');
      await expect(main(page).getByText('Arvostelua ei löytynyt')).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Takaisin tuotearvosteluihin' })).toHaveAttribute(
        'href',
        '/tuotearvostelut',
      );
    },
  );
}

test.describe('unknown review addresses', () => {
  // The browser logs the 404 response itself as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('/tuotearvostelut/{unknown} shows the review error view with status 404', async ({
    page,
    accessibilityViolations,
  }) => {
    for (const path of ['/tuotearvostelut/ei-tallaista', '/tuotearvostelut/%3Cscript%3Ealert(1)%3C%2Fscript%3E']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Virhe');
      await expect(main(page).getByText('Arvostelua ei löytynyt')).toBeVisible();
      expect(await accessibilityViolations()).toEqual([]);
      await main(page).getByRole('link', { name: 'Takaisin tuotearvosteluihin' }).click();
      await expect(page).toHaveURL('/tuotearvostelut');
      await expect(reviewCards(page)).toHaveCount(written.length);
    }
  });
});

test('home shows the three best-rated reviews', anyWidth, async ({ page, visit }) => {
  await visit('/');
  const section = page.getByRole('region', { name: 'Suositut tuotearvostelut' });
  await expect(section.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
    byRating.slice(0, 3).map(({ review }) => review.title),
  );
});

// Issue 22: the Oura review's costs come from the catalogue — the ring's lowest price, the membership's monthly fee
// read with its source, and the total over the months the review names, computed from the two — and the section that
// gives them reads as the review's file writes it (its older figures dated there).
test(
  'the Oura review computes the total cost from the ring price and the membership fee',
  anyWidth,
  async ({ page, visit }) => {
    const oura = catalogue().find((entry) => entry.id === 'oura-ring-4')!;
    expect(oura.membership).toBeDefined();
    const doc = reviewFiles.find((entry) => entry.front.product === oura.id)!;
    // The months and the section, from the `:total[oura-ring-4]{months=…}` reference in the review's file.
    const source = readFileSync(doc.file, 'utf8');
    const reference = new RegExp(`:total\\[${escapeRegExp(oura.id)}\\]\\{months=(\\d+)\\}`).exec(source);
    expect(reference, 'the review counts a total with :total').not.toBeNull();
    const months = Number(reference![1]);
    const title = [...source.slice(0, reference!.index).matchAll(/^## (.+)$/gm)].at(-1)?.[1];
    const section = doc.sections.find((entry) => entry.title === title);
    expect(section, `the section of the total, "${title}"`).toBeDefined();
    const cents = (price: string) => Number(price.replace(/[^\d]/g, ''));
    const lowest = Math.min(...oura.offers.flatMap((offer) => (offer.price ? [cents(offer.price)] : [])));
    const total = lowest + months * cents(oura.membership!.monthly);

    await visit(doc.front.route);
    const shown = main(page).getByRole('region', { name: section!.title, exact: true });
    const text = (await shown.innerText()).replace(/[\u00a0\u202f ]+/g, ' ');
    const spaced = (price: string) => price.replace(/[\u00a0\u202f ]+/g, ' ');
    expect(text).toContain(spaced(oura.membership!.monthly));
    expect(text).toContain(spaced(formatCents(total)));
    await expectBlocksShown(shown, section!.content);
    await expect(shown.locator(`a[href="${oura.membership!.source}"]`)).toBeVisible();
  },
);
