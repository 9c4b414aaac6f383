import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';

describe('pageMeta', () => {
  it.each([
    [{ title: 'Vertailut' }, [{ title: 'Vertailut | Sivu' }]],
    [
      { title: 'Tietoa meistä', description: 'Keitä olemme.' },
      [{ title: 'Tietoa meistä | Sivu' }, { name: 'description', content: 'Keitä olemme.' }],
    ],
    [
      { title: 'Sivua ei löytynyt', noindex: true },
      [{ title: 'Sivua ei löytynyt | Sivu' }, { name: 'robots', content: 'noindex' }],
    ],
  ])('%j', (input, expected) => {
    expect(pageMeta('Sivu', input)).toEqual(expected);
  });
});
