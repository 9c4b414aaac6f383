import { describe, expect, it } from 'vitest';
import { descriptionPromises, promiseStems, unkeptMessage, unkeptPromises } from './promises';

const page = {
  titles: ['Näin valitsimme', 'Pitoisuudet ja EU-rajat', 'Yhteenveto'],
  text: 'Johdanto.\n**Aurinkosuoja.** Käytä aurinkovoidetta.\nHinta vaihtelee kaupoittain. Lopulta koostumus ratkaisee.',
};

describe('promiseStems: the words of five letters or more, lower case, by their first five letters', () => {
  it.each<[string, string[]]>([
    ['Pitoisuus ja EU-raja', ['pitoi']],
    ['Hinta, laatu ja SPF', ['hinta', 'laatu']],
    ['Uni ja SPF', []],
  ])('%s', (text, stems) => {
    expect(promiseStems(text)).toEqual(stems);
  });
});

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

describe('descriptionPromises: the topics a card description lists after its colon', () => {
  it.each<[string, string[]]>([
    [
      'Painopeitot vertailussa: peiton paino, täyte, lämpöisyys ja pestävyys. Lisäksi vinkit koon valintaan.',
      ['peiton paino', 'täyte', 'lämpöisyys', 'pestävyys'],
    ],
    ['Proteiinijauheet: hera vai kasviproteiini sekä hinta.', ['hera', 'kasviproteiini', 'hinta']],
    ['Mitä EU:ssa saa luvata ja miten valmisteita vertaillaan.', []],
    ['Ei listaa lainkaan, vain kuvaus sivusta.', []],
    ['Lista puuttuu: ', []],
  ])('%s', (description, topics) => {
    expect(descriptionPromises(description)).toEqual(topics);
  });

  it('holds a topic the page does not cover to account, like a highlight', () => {
    const page = { titles: ['Näin valitsimme', 'Pestävyys ja hoito'], text: '**Täyte.** Lasihelmet.' };
    expect(unkeptPromises(descriptionPromises('Painopeitot vertailussa: täyte, pestävyys ja muotoilu.'), page)).toEqual(
      [{ promise: 'muotoilu', inText: false }],
    );
  });
});

describe('unkeptMessage: the build’s message says where the page mentions the promise', () => {
  it.each<[boolean, string]>([
    [true, 'vain leipätekstissä'],
    [false, 'ei sivulla lainkaan'],
  ])('mentioned in the running text: %s', (inText, where) => {
    expect(unkeptMessage({ promise: 'Tuoksut vertailussa', inText })).toBe(
      `kortin lupaus "Tuoksut vertailussa" ei vastaa mihinkään osion otsikkoon tai kappaleen alkuun (${where}): kirjoita sille osio tai muuta lupausta`,
    );
  });
});
