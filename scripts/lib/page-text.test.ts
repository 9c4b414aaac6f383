import { describe, expect, it } from 'vitest';
import { compareBuilds, pageDocument, pageText } from './page-text.mjs';

const page = (main: string, head = '<title>Otsikko | Hyvinvointivertailu</title>') =>
  `<!doctype html><html lang="fi"><head>${head}<meta name="description" content="Kuvaus"><link rel="canonical" href="https://example.fi/x"></head><body><header>Valikko</header><main>${main}</main><footer>Alatunniste</footer><script>window.x = 1</script></body></html>`;

describe('pageText', () => {
  it.each([
    [
      'a heading and a paragraph',
      '<h1>Otsikko</h1><p>Teksti <a href="/x">linkki</a>.</p>',
      ['Otsikko', 'Teksti linkki.'],
    ],
    ['list items, one a line', '<ul><li>Yksi</li><li>Kaksi</li></ul>', ['Yksi', 'Kaksi']],
    ['table cells', '<table><tr><th>Tuote</th><td>24,90 €</td></tr></table>', ['Tuote', '24,90 €']],
    ['whitespace collapsed', '<p>  monta\n   välilyöntiä  </p>', ['monta välilyöntiä']],
    [
      'an image by its alternative text',
      '<p><img src="/a.png" alt="Purkki"></p><img src="/b.svg" alt="">',
      ['[kuva: Purkki]'],
    ],
    ['no scripts or styles', '<p>Näkyvä</p><script>piilossa()</script><style>p{}</style>', ['Näkyvä']],
    ['a line break', '<p>Ensin<br>sitten</p>', ['Ensin', 'sitten']],
  ])('%s', (_case, main, lines) => {
    expect(pageText(page(main)).main).toEqual(lines);
  });

  it('reads the head and nothing outside the main area', () => {
    const text = pageText(page('<p>Sisältö</p>'));
    expect(text).toEqual({
      title: 'Otsikko | Hyvinvointivertailu',
      description: 'Kuvaus',
      canonical: 'https://example.fi/x',
      main: ['Sisältö'],
    });
  });
});

describe('compareBuilds', () => {
  const doc = (...main: string[]) => pageDocument({ title: 'T', description: 'D', canonical: 'C', main });
  const before = new Map([
    ['/', doc('Etusivu')],
    ['/a', doc('Yksi', 'Kaksi')],
    ['/b', doc('Sama')],
    ['/vanha', doc('Poistuu')],
  ]);
  const after = new Map([
    ['/', doc('Etusivu')],
    ['/a', doc('Yksi', 'Kolme')],
    ['/b', doc('Sama')],
    ['/uusi', doc('Tulee')],
  ]);

  it('lists changed, added and removed pages by path, and nothing for equal ones', () => {
    expect(compareBuilds(before, after).map(({ path, change }) => [path, change])).toEqual([
      ['/a', 'changed'],
      ['/uusi', 'added'],
      ['/vanha', 'removed'],
    ]);
  });

  it('shows a change as a unified diff of lines', () => {
    const patch = compareBuilds(before, after)[0]!.patch!;
    expect(patch).toContain('-Kaksi');
    expect(patch).toContain('+Kolme');
    expect(patch).not.toContain('-Yksi');
  });
});
