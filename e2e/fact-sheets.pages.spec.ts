import type { Page } from '@playwright/test';
import { loadContent } from '../src/content/collections.server';
import { catalogue } from '../src/content/collections/products.server';
import { formatDate } from '../src/lib/format';
import { expect, test } from './fixtures';

// Issue #22: each health fact lives in one ingredient fact sheet (content/ingredients), and every page that covers the
// ingredient shows the sheet's own text, dated, with the sheet's sources (address and reading date) under "Lähteet".
const sheet = (id: string) => loadContent().ingredients.find((entry) => entry.id === id)!;
const main = (page: Page) => page.getByRole('main');
const lahteet = (page: Page) => main(page).getByRole('region', { name: 'Lähteet' });

test('/d-vitamiini shows the vitamin D advice by group as a table from the fact sheet, dated and sourced', async ({
  page,
  visit,
}) => {
  const vitaminD = sheet('d-vitamiini');
  await visit('/d-vitamiini');
  const advice = main(page).getByRole('region', { name: 'D-vitamiinisuositukset ryhmittäin' });
  await expect(advice.getByRole('columnheader')).toHaveText(['Ryhmä', 'D-vitamiinilisä päivässä', 'Milloin']);
  await expect(advice.getByRole('row').locator('td:first-child')).toHaveText([
    'Alle 1-vuotiaat',
    '1-vuotiaat',
    '2–17-vuotiaat',
    'Aikuiset 18–75-vuotiaat',
    'Peitetysti pukeutuvat, hyvin vähän ulkoilevat ja tummaihoiset',
    'Yli 75-vuotiaat',
    'Raskaana olevat ja imettävät',
  ]);
  await expect(advice.getByRole('row', { name: /Aikuiset 18–75-vuotiaat/ })).toContainText('loka–maaliskuussa');
  await expect(advice).toContainText(`Tarkistettu lähteitä vasten ${formatDate(vitaminD.front.reviewed)}.`);
  await expect(main(page).getByRole('region', { name: 'Veren D-vitamiinipitoisuus' })).toContainText('50 nmol/l');

  // Every source of the sheet, by its address, opens in a new tab without opener or referrer, with its reading date.
  const links = lahteet(page).getByRole('link');
  await expect(links).toHaveText(vitaminD.front.sources.map((source) => source.url.replace(/^https?:\/\//, '')));
  for (const source of vitaminD.front.sources) {
    const link = lahteet(page).getByRole('link', { name: source.url.replace(/^https?:\/\//, ''), exact: true });
    await expect(link).toHaveAttribute('href', source.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.locator('xpath=ancestor::li[1]')).toContainText(`(luettu ${formatDate(source.read)})`);
  }
});

test('the vitamin D comparison and the vitamins guide show the same advice table as /d-vitamiini', async ({
  page,
  visit,
}) => {
  const tableText = async (path: string) => {
    await visit(path);
    return main(page).getByRole('region', { name: 'D-vitamiinisuositukset ryhmittäin' }).getByRole('table').innerText();
  };
  const reference = await tableText('/d-vitamiini');
  expect(reference).toContain('7,5 µg');
  for (const path of ['/paras-dvitamiini', '/vitamiinit-ja-kivennaisaineet'])
    expect(await tableText(path)).toBe(reference);
});

test('/paras-dvitamiini compares a 10 µg product and names it the pick for a healthy adult; no strong-dose promise', async ({
  page,
  visit,
}) => {
  const tenMicrograms = catalogue().find((product) => product.id === 'minisun-d-vitamiini-10-mikrog')!;
  const hundred = catalogue().find((product) => product.id === 'solgar-vitamin-d3-100-mikrog')!;
  await visit('/paras-dvitamiini');
  await expect(main(page).getByRole('heading', { level: 2, name: tenMicrograms.title })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Yhteenveto' })).toContainText(
    `Terveelle aikuiselle: ${tenMicrograms.title}`,
  );
  const hundredCard = main(page)
    .getByRole('region', { name: 'Vertailun tuotteet' })
    .getByRole('article')
    .filter({ hasText: hundred.title });
  await expect(hundredCard).toContainText('Vain lääkärin ohjeesta');
  await expect(hundredCard).not.toContainText(/vahva/i);
});

for (const path of ['/articles/lisaravinteet/ashwagandha', '/adaptogeenit', '/paras-adaptogeeni']) {
  test(`${path} shows the authorities' positions on ashwagandha from its fact sheet`, async ({ page, visit }) => {
    await visit(path);
    const positions = main(page).getByRole('region', { name: 'Ashwagandhan turvallisuus ja viranomaisten kannat' });
    await expect(positions).toContainText('eikä saatavilla olevan tiedon perusteella voitu määrittää annosta');
    await expect(positions).toContainText('Livsmedelsverket');
    await expect(
      lahteet(page).getByRole('link', { name: /^www\.livsmedelsverket\.se\/foretagande-regler-kontroll/ }),
    ).toHaveAttribute('href', sheet('ashwagandha').front.sources[0]!.url);
  });
}

test('every comparison shows the shared method after its own criteria, the same text on each', async ({
  page,
  visit,
}) => {
  const method = loadContent().method!;
  const texts: string[] = [];
  for (const path of ['/paras-kreatiini', '/paras-dvitamiini', '/paras-verenpainemittari']) {
    await visit(path);
    const headings = main(page).getByRole('heading', { level: 2 });
    const titles = await headings.allInnerTexts();
    expect(titles[titles.indexOf('Näin valitsimme') + 1]).toBe(method.title);
    texts.push(await main(page).getByRole('region', { name: method.title }).innerText());
  }
  expect(texts[0]).toContain('Emme ole testanneet vertailujen tuotteita itse');
  expect(new Set(texts).size).toBe(1);
});

for (const path of ['/rentoutuminen', '/unenlaatu']) {
  test(`${path} gives the help lines: 112, MIELI ry's Kriisipuhelin and Mielenterveystalo.fi`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    const help = main(page).getByRole('region', { name: 'Mistä saa apua heti' });
    await expect(help).toContainText('soita hätänumeroon 112');
    await expect(help).toContainText('Kriisipuhelimeen');
    await expect(help).toContainText('09 2525 0111');
    await expect(help).toContainText('Mielenterveystalo.fi');
    await expect(
      lahteet(page).getByRole('link', { name: 'mentalhealth.fi/where-to-go-in-an-emergency', exact: true }),
    ).toHaveAttribute('href', 'https://mentalhealth.fi/where-to-go-in-an-emergency');
  });
}

test('a review shows a fact sheet part too, dated, with the sheet sources under "Lähteet"', async ({ page, visit }) => {
  const magnesium = sheet('magnesium');
  await visit('/tuotearvostelut/puhdistamo-magnesium');
  const part = main(page).getByRole('region', { name: 'Magnesium ravintolisästä: yläraja ja haitat' });
  await expect(part).toContainText('250 mg päivässä');
  await expect(part).toContainText(`Tarkistettu lähteitä vasten ${formatDate(magnesium.front.reviewed)}.`);
  await expect(lahteet(page).getByRole('link')).toHaveText(
    magnesium.front.sources.map((source) => source.url.replace(/^https?:\/\//, '')),
  );
});
