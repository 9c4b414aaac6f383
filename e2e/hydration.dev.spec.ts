import { expect, test, waitUntilReady } from './fixtures';

test.use({ allowedConsoleErrors: [/status of 404/] });

/** Pages of different kinds; a development build's React logs any difference between the HTML and the client. */
const paths = [
  '/',
  '/tietoa',
  '/lisaravinteet',
  '/haku?q=kreatiini',
  '/paras-kreatiini',
  '/tuotearvostelut/oura-sormus',
  '/ei-tallaista-sivua',
];

for (const path of paths) {
  test(`${path} hydrates without a mismatch on a development build`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await page.goto(path);
    await waitUntilReady(page);
    // Proof that this is React's development runtime, the one that reports mismatches.
    await expect.poll(() => messages.some((text) => text.includes('React DevTools'))).toBe(true);
    const mismatches = messages.filter((text) =>
      /hydrat|did not match|mismatch|server rendered|server HTML/i.test(text),
    );
    expect(mismatches).toEqual([]);
  });
}
