import { describe, expect, it } from 'vitest';
import { formatProblem, ProblemError, type Problem } from './problem';

describe('formatProblem', () => {
  it.each<[string, Problem, string]>([
    [
      'a content field on a known line',
      { file: 'content/articles/magnesium.md', line: 12, entry: 'magnesium', field: 'title', message: 'puuttuu' },
      'content/articles/magnesium.md:12 › magnesium › title: puuttuu',
    ],
    [
      'a content field whose line is not known',
      { file: 'content/products/uni.yaml', entry: 'unimaski', field: 'offers.0.price', message: 'ei ole hinta' },
      'content/products/uni.yaml › unimaski › offers.0.price: ei ole hinta',
    ],
    [
      "a feed row's field",
      { file: 'kauppa-gmc', line: 7, entry: 'TK-2002', field: 'price', message: 'hinta on 0' },
      'kauppa-gmc:7 › TK-2002 › price: hinta on 0',
    ],
    [
      'a feed row without its id',
      { file: 'kauppa-gmc', line: 7, field: 'id', message: 'rivillä ei ole tuotteen tunnusta' },
      'kauppa-gmc:7 › id: rivillä ei ole tuotteen tunnusta',
    ],
    ['a whole feed', { file: 'kauppa-gmc', message: 'syöte on tyhjä' }, 'kauppa-gmc: syöte on tyhjä'],
    [
      'a configuration entry',
      { file: 'content/pages.yaml', entry: '/uni', field: 'title', message: 'teksti puuttuu' },
      'content/pages.yaml › /uni › title: teksti puuttuu',
    ],
    [
      "a script's argument",
      { file: 'npm run offers:import', field: '--today', message: 'muodossa vvvv-kk-pp' },
      'npm run offers:import › --today: muodossa vvvv-kk-pp',
    ],
  ])('writes %s as file:line › entry › field: message', (_kind, problem, expected) => {
    expect(formatProblem(problem)).toBe(expected);
  });

  it('gives a ProblemError the formatted problem as its message and keeps the parts', () => {
    const problem = { file: 'kauppa-gmc', line: 3, message: 'XML ei kelpaa' };
    const error = new ProblemError(problem);
    expect(error.message).toBe('kauppa-gmc:3: XML ei kelpaa');
    expect(error.problem).toEqual(problem);
  });
});
