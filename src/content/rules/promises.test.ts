import { describe, expect, it } from 'vitest';
import { unkeptPromises } from './promises';

const page = {
  titles: ['Näin valitsimme', 'Pitoisuudet ja EU-rajat', 'Yhteenveto'],
  text: 'Johdanto.\n**Aurinkosuoja.** Käytä aurinkovoidetta.\nHinta vaihtelee kaupoittain. Lopulta koostumus ratkaisee.',
};

describe('unkeptPromises: a card’s highlights against the page', () => {
  it.each<[string, string[], { promise: string; inText: boolean }[]]>([
    ['a section title answers (inflected)', ['Pitoisuus ja EU-raja'], []],
    ['a paragraph lead answers', ['Aurinkosuoja käytön aikana'], []],
    [
      'only the running text mentions it',
      ['Koostumus ja ihotyyppi'],
      [{ promise: 'Koostumus ja ihotyyppi', inText: true }],
    ],
    ['nothing mentions it', ['Tuoksut vertailussa'], [{ promise: 'Tuoksut vertailussa', inText: false }]],
    ['short words only are not compared', ['Uni ja SPF'], []],
  ])('%s', (_case, highlights, unkept) => {
    expect(unkeptPromises(highlights, page)).toEqual(unkept);
  });
});
