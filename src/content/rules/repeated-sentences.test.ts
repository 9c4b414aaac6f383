import { describe, expect, it } from 'vitest';
import {
  countWords,
  normaliseSentence,
  repeatedSentences,
  sentencesOf,
  splitSentences,
  type RepeatedSentence,
} from './repeated-sentences';

/** 13 words. */
const disclaimer =
  'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.';
/** 12 words. */
const interactions =
  'Ennen ravintolisän aloittamista kannattaa aina tarkistaa, sopiiko se yhteen käyttämiesi lääkkeiden kanssa.';
/** 12 words, starting with Ä. */
const dose = 'Älä ylitä pakkauksessa mainittua päivittäistä annosta, ellei lääkäri ole sinulle toisin neuvonut.';
/** The disclaimer in another case and spacing, without its final mark. */
const varied = 'tämä artikkeli on  yleistä tietoa eikä KORVAA lääkärin tai muun terveydenhuollon ammattilaisen neuvoja';
/** 11 words. */
const magnesium = 'Magnesium kannattaa ottaa illalla, koska se voi helpottaa nukahtamista joillakin ihmisillä.';

describe('splitSentences', () => {
  it.each([
    ['two sentences', 'Uni on tärkeää. Liikunta auttaa!', ['Uni on tärkeää.', 'Liikunta auttaa!']],
    ['a question and a run of marks', 'Auttaako se? Ei aina?! Kyllä.', ['Auttaako se?', 'Ei aina?!', 'Kyllä.']],
    [
      'esim.',
      'Käytä esim. magnesiumia illalla. Se rentouttaa.',
      ['Käytä esim. magnesiumia illalla.', 'Se rentouttaa.'],
    ],
    [
      'mm., yms. and a capital after esim.',
      'Siinä on mm. sinkkiä yms. aineita, esim. Withingsin vaa’assa.',
      ['Siinä on mm. sinkkiä yms. aineita, esim. Withingsin vaa’assa.'],
    ],
    [
      'n., ks., s., vrt., ns., klo',
      'Ota n. 5 mg (ks. s. 12) ja vrt. ns. perusannokseen klo 20.',
      ['Ota n. 5 mg (ks. s. 12) ja vrt. ns. perusannokseen klo 20.'],
    ],
    [
      'p. and t. at the start of a sentence',
      'Soita p. 0400 123 456. T. Virtanen vastaa.',
      ['Soita p. 0400 123 456.', 'T. Virtanen vastaa.'],
    ],
    ['jne. does not end a sentence', 'Omenat, päärynät jne. Sitten muu.', ['Omenat, päärynät jne. Sitten muu.']],
    ['decimals', 'Annos on 1,2 g. Toinen annos on 3.5 g.', ['Annos on 1,2 g.', 'Toinen annos on 3.5 g.']],
    [
      'a date',
      'Tiedot luettu 25.11.2026. Seuraava tarkistus 1.12.',
      ['Tiedot luettu 25.11.2026.', 'Seuraava tarkistus 1.12.'],
    ],
    [
      'an ordinal',
      'Haku päättyy 25. marraskuuta. Se alkoi vuonna 2026. Nyt',
      ['Haku päättyy 25. marraskuuta.', 'Se alkoi vuonna 2026.', 'Nyt'],
    ],
    ['a date with a dot before a lower-case word', 'Voimassa 25.11. alkaen.', ['Voimassa 25.11. alkaen.']],
    [
      'a dot inside a word or an address',
      'Katso hinta.fi ja www.thl.fi sivuilta.',
      ['Katso hinta.fi ja www.thl.fi sivuilta.'],
    ],
    [
      'line breaks',
      'Ensimmäinen rivi\nToinen rivi ilman pistettä\r\nKolmas.',
      ['Ensimmäinen rivi', 'Toinen rivi ilman pistettä', 'Kolmas.'],
    ],
    ['ellipsis', 'Odota hetki… Sitten jatka... Loppu…', ['Odota hetki…', 'Sitten jatka...', 'Loppu…']],
    ['an ellipsis inside a word', 'Sana…sana jatkuu.', ['Sana…sana jatkuu.']],
    [
      'headings, list items and blockquotes',
      '## Miten valita?\n\n- Listan kohta. Toinen lause\n1. Numeroitu kohta\n> Lainaus rivillä.',
      ['Miten valita?', 'Listan kohta.', 'Toinen lause', 'Numeroitu kohta', 'Lainaus rivillä.'],
    ],
    [
      'a quotation of two sentences',
      'Hän sanoi: ”Lepää. Juo vettä.” Sitten hän lähti.',
      ['Hän sanoi: ”Lepää.', 'Juo vettä.”', 'Sitten hän lähti.'],
    ],
    ['a closing quote after the mark', '”Onko tämä totta?” Kyllä on.', ['”Onko tämä totta?”', 'Kyllä on.']],
    [
      'a closing bracket after the mark',
      '(Tämä on sivuhuomio.) Tämä ei ole.',
      ['(Tämä on sivuhuomio.)', 'Tämä ei ole.'],
    ],
    [
      'a closing emphasis after the mark',
      '**Vältä päällekkäisyyksiä.** Tarkista _annokset!_ Sitten',
      ['**Vältä päällekkäisyyksiä.**', 'Tarkista _annokset!_', 'Sitten'],
    ],
    ['lines with no letter or digit', '---\n\n  \n***', []],
    ['klo. with its dot', 'Tavataan klo. 18 kahvilassa.', ['Tavataan klo. 18 kahvilassa.']],
    [
      'a question mark after an abbreviation',
      'Mitä tarkoittaa esim? Se on lyhenne.',
      ['Mitä tarkoittaa esim?', 'Se on lyhenne.'],
    ],
    [
      'an ellipsis after a number, before a lower-case word',
      'Hinta nousi 20... ja laski.',
      ['Hinta nousi 20...', 'ja laski.'],
    ],
    [
      'a dot after a word ending in a digit, before a lower-case word',
      'Ostin mallin K3. se toimi.',
      ['Ostin mallin K3.', 'se toimi.'],
    ],
    [
      'a dot after a number with letters, before a lower-case word',
      'Otin 5mg. sitten lepäsin.',
      ['Otin 5mg.', 'sitten lepäsin.'],
    ],
    [
      'an ellipsis alone between two sentences',
      'Hän vaikeni. … Sitten hän jatkoi.',
      ['Hän vaikeni.', 'Sitten hän jatkoi.'],
    ],
    ['nested blockquotes', '> > Sisäkkäinen lainaus.', ['Sisäkkäinen lainaus.']],
    ['a blockquote with no space after its mark', '>Lainaus ilman välilyöntiä.', ['Lainaus ilman välilyöntiä.']],
    ['an indented blockquote', '  > Sisennetty lainaus.', ['Sisennetty lainaus.']],
    ['an indented list item', '  - Sisennetty kohta.', ['Sisennetty kohta.']],
    ['a list item numbered with two digits', '10. Kymmenes kohta.', ['Kymmenes kohta.']],
  ])('%s', (_name, text, sentences) => {
    expect(splitSentences(text)).toEqual(sentences);
  });

  it.each([
    ['"', '"'],
    ['«', '»'],
    ['’', '’'],
    ["'", "'"],
    ['[', ']'],
  ])('a sentence closed by %s…%s ends before the next', (open, close) => {
    expect(splitSentences(`${open}Lepää.${close} Juo vettä.`)).toEqual([`${open}Lepää.${close}`, 'Juo vettä.']);
  });
});

describe('sentencesOf: a sentence is quoted when every letter and digit in it stands inside quotation marks', () => {
  it.each([
    ['”Lepää riittävästi joka yö.”', [true]],
    ['“Lepää riittävästi.”', [true]],
    ['"Lepää riittävästi."', [true]],
    ['«Lepää riittävästi.»', [true]],
    ['»Lepää riittävästi.»', [true]],
    ['> Lepää riittävästi.', [true]],
    ['> > Lepää. Juo vettä.', [true, true]],
    ['Lepää riittävästi.', [false]],
    ['Hän sanoi: ”Lepää riittävästi.”', [false]],
    ['Ohje ”lepää” on hyvä.', [false]],
    ['Hän sanoi: ”Lepää. Juo vettä.” Sitten hän lähti.', [false, true, false]],
    ['”Lepää.” ”Juo vettä.” Nuku.', [true, true, false]],
    ['>Lepää riittävästi.', [true]],
    ['  > Lepää riittävästi.', [true]],
    ['Annos > 5 mg on liikaa.', [false]],
  ])('%s', (text, quoted) => {
    expect(sentencesOf(text).map((sentence) => sentence.quoted)).toEqual(quoted);
  });
});

describe('countWords', () => {
  it.each([
    [disclaimer, 13],
    [interactions, 12],
    [magnesium, 11],
    ['Annos on 5 mg – ei enempää.', 6],
    ['  kaksi   sanaa ', 2],
    ['', 0],
  ])('%s', (sentence, words) => {
    expect(countWords(sentence)).toBe(words);
  });
});

describe('normaliseSentence', () => {
  it.each([
    ['  ”Tämä   ON\tLause.”  ', 'tämä on lause'],
    ['Tämä on lause', 'tämä on lause'],
    ['Tämä on lause?!', 'tämä on lause'],
    ['Hinta nousi 5 %.', 'hinta nousi 5 %'],
    ['Pa\u0308a\u0308sy on vapaa…', 'pääsy on vapaa'],
    ['(Sivuhuomio, esim. tämä.)', 'sivuhuomio, esim. tämä'],
    ['**Tämä on lause.**', 'tämä on lause'],
  ])('%j', (sentence, normalised) => {
    expect(normaliseSentence(sentence)).toBe(normalised);
  });
});

describe('repeatedSentences', () => {
  it.each<[string, { file: string; text: string }[], number | undefined, RepeatedSentence[]]>([
    [
      'the same sentence in two files, with both files',
      [
        { file: 'b.md', text: `Johdanto.\n${disclaimer}` },
        { file: 'a.md', text: `${disclaimer} Lisää tekstiä.` },
      ],
      undefined,
      [{ sentence: disclaimer, files: ['a.md', 'b.md'] }],
    ],
    [
      'the same sentence twice in one file is not reported',
      [
        { file: 'a.md', text: `${disclaimer}\n\n${disclaimer}` },
        { file: 'b.md', text: 'Muuta tekstiä.' },
      ],
      undefined,
      [],
    ],
    [
      'one file given twice is one file',
      [
        { file: 'a.md', text: disclaimer },
        { file: 'a.md', text: disclaimer },
      ],
      undefined,
      [],
    ],
    [
      '11 words are not reported by default',
      [
        { file: 'a.md', text: magnesium },
        { file: 'b.md', text: magnesium },
      ],
      undefined,
      [],
    ],
    [
      '11 words are reported with minimumWords 11',
      [
        { file: 'a.md', text: magnesium },
        { file: 'b.md', text: magnesium },
      ],
      11,
      [{ sentence: magnesium, files: ['a.md', 'b.md'] }],
    ],
    [
      '12 words are reported by default',
      [
        { file: 'a.md', text: interactions },
        { file: 'b.md', text: `- ${interactions}` },
      ],
      undefined,
      [{ sentence: interactions, files: ['a.md', 'b.md'] }],
    ],
    [
      'a different case, whitespace, final mark and Unicode form still match; the first as written is reported',
      [
        { file: 'b.md', text: varied },
        { file: 'a.md', text: disclaimer.normalize('NFD') },
        { file: 'c.md', text: `Alku. ${disclaimer.replace(' tai ', '\ttai ')}` },
      ],
      undefined,
      [{ sentence: varied, files: ['a.md', 'b.md', 'c.md'] }],
    ],
    [
      'a quoted sentence is left out',
      [
        { file: 'a.md', text: `”${disclaimer}”` },
        { file: 'b.md', text: `> ${disclaimer}` },
        { file: 'c.md', text: `"${disclaimer}"` },
        { file: 'd.md', text: disclaimer },
      ],
      undefined,
      [],
    ],
    [
      'only the files where it stands outside quotes',
      [
        { file: 'a.md', text: `Ohje kuuluu näin. «${disclaimer}»` },
        { file: 'b.md', text: `> ${disclaimer}` },
        { file: 'c.md', text: disclaimer },
        { file: 'd.md', text: `Lopuksi. ${disclaimer}` },
        { file: 'e.md', text: disclaimer },
      ],
      undefined,
      [{ sentence: disclaimer, files: ['c.md', 'd.md', 'e.md'] }],
    ],
    [
      'most files first, then alphabetically',
      [
        { file: 'a.md', text: `${dose}\n${disclaimer}` },
        { file: 'b.md', text: `${disclaimer}\n${interactions}\n${dose}` },
        { file: 'c.md', text: interactions },
        { file: 'd.md', text: interactions },
      ],
      undefined,
      [
        { sentence: interactions, files: ['b.md', 'c.md', 'd.md'] },
        { sentence: disclaimer, files: ['a.md', 'b.md'] },
        { sentence: dose, files: ['a.md', 'b.md'] },
      ],
    ],
  ])('%s', (_name, texts, minimumWords, repeated) => {
    expect(repeatedSentences(texts, minimumWords)).toEqual(repeated);
  });
});
