import { describe, expect, it } from 'vitest';
import { moveHydrationData } from './hydration-data';

const data = '[{"_1":2},"loaderData",{"title":"<b>Uni</b>"}]\n';
const holder = (text: string) =>
  `<script type="application/json" id="hydration-data">${JSON.stringify(text).replaceAll('<', '\\u003c')}</script>`;
const page = (body: string) => `<html><body><main>Teksti</main>${body}<!--$--><!--/$--></body></html>`;

describe('moveHydrationData', () => {
  it('empties the holder into a file named by a hash of the data, and leaves the address', () => {
    const moved = moveHydrationData(page(holder(data)), 'uni/index.html');
    expect(moved.file.text).toBe(data);
    expect(moved.file.name).toMatch(/^assets\/hydration-[\w-]{10}\.txt$/);
    expect(moved.html).toBe(
      page(`<script type="application/json" id="hydration-data" data-src="/${moved.file.name}"></script>`),
    );
  });

  it('names the same data the same file, and other data another', () => {
    const name = (text: string) => moveHydrationData(page(holder(text)), 'x.html').file.name;
    expect(name(data)).toBe(name(data));
    expect(name(data)).not.toBe(name(data.replace('Uni', 'Lepo')));
  });

  it.each([
    { name: 'no holder', html: page(''), message: 'uni/index.html: expected one <script id="hydration-data">' },
    { name: 'two holders', html: page(holder(data) + holder(data)), message: 'found 2' },
    {
      name: 'a holder already emptied',
      html: page('<script type="application/json" id="hydration-data" data-src="/assets/x.txt"></script>'),
      message: 'found 0',
    },
  ])('refuses a page with $name, naming it', ({ html, message }) => {
    expect(() => moveHydrationData(html, 'uni/index.html')).toThrow(message);
  });
});
