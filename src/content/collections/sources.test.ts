import { describe, expect, it } from 'vitest';
import { readMarkdownFile } from '../markdown.server';
import { formatProblem } from '../problems';
import { readSources, resolveSourceRefs } from './sources.server';

const table = {
  'eu-vaiterekisteri': { title: 'Euroopan komissio: EU-rekisteri', url: 'https://ec.europa.eu/x', read: '2026-11-25' },
};
const page = (sources: string) =>
  readMarkdownFile('content/articles/x.md', `---\ntitle: X\nsources:\n${sources}---\n\nTeksti.\n`);

describe('shared sources', () => {
  it('reads content/sources.yaml without problems', () => {
    const { value, problems } = readSources('content');
    expect(problems).toEqual([]);
    expect(Object.keys(value)).toContain('eu-vaiterekisteri');
  });

  it.each([
    [
      'a ref is replaced by the source, in its place',
      '  - title: Oma lähde\n    url: https://example.fi\n    read: 2026-11-25\n  - ref: eu-vaiterekisteri\n',
      [{ title: 'Oma lähde', url: 'https://example.fi', read: '2026-11-25' }, table['eu-vaiterekisteri']],
      [],
    ],
    [
      'an unknown ref is refused at its line and left as written',
      '  - ref: ei-ole\n',
      [{ ref: 'ei-ole' }],
      ['content/articles/x.md:4 › x › sources.0.ref: lähdettä "ei-ole" ei ole tiedostossa content/sources.yaml'],
    ],
    ['a title-only source stays as it is', "  - 'Terveyskirjasto: Akne'\n", ['Terveyskirjasto: Akne'], []],
  ])('%s', (_case, sources, expected, problems) => {
    const resolved = resolveSourceRefs(page(sources), 'x', table);
    expect((resolved.data as { sources: unknown }).sources).toEqual(expected);
    expect(resolved.problems.map(formatProblem)).toEqual(problems);
  });
});
