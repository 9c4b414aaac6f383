import { describe, expect, it } from 'vitest';
import { basisText, impliedUse, impliedUseMessage, typedRatingMessage, typedRatings } from './review-basis';

describe('impliedUse: a review the editors did not use may not write as if they had', () => {
  it.each<[string, string, string[]]>([
    ['a test in the first person', 'Testasimme sormusta kolme viikkoa.', ['Testasimme sormusta kolme viikkoa.']],
    ['own use', 'Käytössämme tulpat pysyivät paikallaan.', ['Käytössämme tulpat pysyivät paikallaan.']],
    ['a test period', 'Testijakson aikana akku kesti viisi päivää.', ['Testijakson aikana akku kesti viisi päivää.']],
    ['a measurement of our own', 'Mittasimme unen kahdella laitteella.', ['Mittasimme unen kahdella laitteella.']],
    ['an imperative to the reader is advice, not use', 'Kokeile ensin keskikokoista kärkeä.', []],
    ['a clinical test by others is not ours', 'Mittari testattiin kliinisessä tutkimuksessa.', []],
    ['a word inside a longer word is not the word', 'Esitestasimmekin on keksitty sana.', []],
    ['the word inside a sentence', 'Sormusta testasimme kolme viikkoa.', ['Sormusta testasimme kolme viikkoa.']],
    ['a test period in its base form', 'Testijakso kesti kaksi viikkoa.', ['Testijakso kesti kaksi viikkoa.']],
    [
      'a sentence is given without the space around it',
      'Hinta on kohtuullinen.\n  Kokeilimme tulppia yöllä.  ',
      ['Kokeilimme tulppia yöllä.'],
    ],
    [
      'only the sentence that tells of use',
      'Valmistaja lupaa 24 dB. Kokeilimme tulppia yöllä.\nHinta on kohtuullinen.',
      ['Kokeilimme tulppia yöllä.'],
    ],
  ])('%s', (_case, text, sentences) => {
    expect(impliedUse(text)).toEqual(sentences);
  });

  it('names the sentence and the field to fix', () => {
    expect(impliedUseMessage('Testasimme sormusta.')).toBe(
      '"Testasimme sormusta." kertoo toimituksen omasta käytöstä tai testistä, mutta basis.used on false: kirjoita, mihin arvio perustuu, tai kirjaa käyttö (basis.used: true ja period)',
    );
  });
});

describe('basisText: what the rating rests on, beside it', () => {
  it.each<[string, Parameters<typeof basisText>[0], string]>([
    [
      'not used',
      { used: false },
      'Toimitus ei ole käyttänyt tuotetta itse. Arvio perustuu valmistajan tietoihin ja lähteisiin, jotka on lueteltu sivun lopussa.',
    ],
    [
      'used, with how long',
      { used: true, period: 'kolme viikkoa nukkuessa' },
      'Toimitus käytti tuotetta itse (kolme viikkoa nukkuessa). Arvio perustuu käyttöön sekä valmistajan tietoihin ja lähteisiin.',
    ],
  ])('%s', (_case, basis, text) => {
    expect(basisText(basis)).toBe(text);
  });
});

describe('typedRatings: the rating is the catalogue’s, never typed into the text', () => {
  it.each([
    ['Arvosana 4,2/5 on toimituksen oma harkinta.', ['4,2/5']],
    ['Toimituksen arvosana on 4,6 / 5.', ['4,6 / 5']],
    ['Arvosana on toimituksen oma harkinta.', []],
    ['Annos on 1/5 teelusikallista.', []],
    ['Hinta 14,90 € / 50 kpl.', []],
    ['Vaimennus 24,5/50 dB.', []],
  ])('%s → %j', (text, ratings) => expect(typedRatings(text)).toEqual(ratings));

  it('says where the rating comes from', () => {
    expect(typedRatingMessage('4,2/5')).toBe(
      'arvosana 4,2/5 on kirjoitettu tekstiin: arvosana on tuoteluettelon tuotteen rating, ja sivu näyttää sen itse; poista luku tekstistä',
    );
  });
});
