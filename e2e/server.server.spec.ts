import { siteSettings } from '../src/content/collections/site.server';
import { notFoundPath, routes } from '../src/config/routes';
import { expect, test, waitUntilReady } from './fixtures';

test.use({ allowedConsoleErrors: [/status of 404/] });

for (const route of routes) {
  test(`${route.path} is served as prerendered HTML with its styles in the head, without a redirect`, async ({
    request,
  }) => {
    const response = await request.get(encodeURI(route.path), { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    // The page's component styles, with the global ones, which only the prerender renders (src/root.tsx).
    expect(head).toMatch(/<style data-page-styles="">[^<]*\{/);
    expect(head).toMatch(/<style data-page-styles[^>]*>[^<]*\bbody\{margin:0;/);
    expect(html).toContain('<html lang="fi">');
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    expect(html).toContain('<footer');
  });
}

const spellings = [
  '/paras-lisäravinne-50-vuotiaille',
  '/paras-lis%C3%A4ravinne-50-vuotiaille',
  '/paras-lis%c3%a4ravinne-50-vuotiaille',
];
for (const path of spellings) {
  test(`the non-ASCII path works written as ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response!.status()).toBe(200);
    expect(response!.request().redirectedFrom()).toBeNull();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/paras-lisäravinne-50-vuotiaille');
    await waitUntilReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a page path is served without a redirect and its trailing-slash form moves to it permanently', async ({
  request,
}) => {
  const direct = await request.get('/tietoa', { maxRedirects: 0 });
  expect(direct.status()).toBe(200);
  const slashed = await request.get('/tietoa/?lahde=testi', { maxRedirects: 0 });
  expect(slashed.status()).toBe(301);
  expect(slashed.headers()['location']).toBe('/tietoa?lahde=testi');
});

const unknownPaths = [
  '/ei-tallaista-sivua',
  '/lisaravinteet/ei-ole',
  '/paras-%ZZ',
  '/..%2f..%2fetc%2fpasswd',
  notFoundPath,
  '/index.html/..%00',
];
for (const path of unknownPaths) {
  test(`unknown path ${path} gets the Finnish not-found page with status 404`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain('Sivua ei löytynyt');
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  });
}

test('the not-found page is shown inside the layout and stays after hydration', async ({ page }) => {
  const response = await page.goto('/ei-tallaista-sivua');
  expect(response!.status()).toBe(404);
  await waitUntilReady(page);
  await expect(page).toHaveTitle(`Sivua ei löytynyt | ${siteSettings().name}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sivua ei löytynyt');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Etusivulle' }).click();
  await expect(page).toHaveURL('/');
});

test('a missing asset is a plain 404, and other methods than GET and HEAD are refused', async ({ request }) => {
  expect((await request.get('/assets/ei-ole.js')).status()).toBe(404);
  expect((await request.post('/tietoa')).status()).toBe(405);
  const head = await request.head('/tietoa');
  expect(head.status()).toBe(200);
});

test('hashed assets are cached for a long time and pages are revalidated', async ({ request, page }) => {
  const pageResponse = await request.get('/');
  expect(pageResponse.headers()['cache-control']).toBe('no-cache');
  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().innerHTML();
  const asset = /\/assets\/[^"'`]+\.js/.exec(script)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()['cache-control']).toContain('immutable');
});
