import { describe, expect, it } from 'vitest';
import {
  basisText,
  claimedMaker,
  claimedMakerMessage,
  impliedUse,
  impliedUseMessage,
  readMaker,
  typedRatingMessage,
  typedRatings,
} from './review-basis';

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
  it.each<[string, Parameters<typeof basisText>[0], boolean, string]>([
    [
      'not used, the maker read',
      { used: false },
      true,
      'Toimitus ei ole käyttänyt tuotetta itse. Arvio perustuu valmistajan tietoihin ja lähteisiin, jotka on lueteltu sivun lopussa.',
    ],
    [
      'used, with how long, the maker read',
      { used: true, period: 'kolme viikkoa nukkuessa' },
      true,
      'Toimitus käytti tuotetta itse (kolme viikkoa nukkuessa). Arvio perustuu käyttöön sekä valmistajan tietoihin ja lähteisiin.',
    ],
    [
      'not used, nothing of the maker read',
      { used: false },
      false,
      'Toimitus ei ole käyttänyt tuotetta itse. Valmistajan tuotetietoja emme ole voineet tarkistaa: arvio perustuu sivun lopussa lueteltuihin lähteisiin.',
    ],
    [
      'used, nothing of the maker read',
      { used: true, period: 'kuukauden ajan' },
      false,
      'Toimitus käytti tuotetta itse (kuukauden ajan). Valmistajan tuotetietoja emme ole voineet tarkistaa: arvio perustuu käyttöön ja sivun lopussa lueteltuihin lähteisiin.',
    ],
  ])('%s', (_case, basis, makerRead, text) => {
    expect(basisText(basis, makerRead)).toBe(text);
  });
});

describe('readMaker: a maker page, or a source the brand published', () => {
  const blog = { title: 'the5krunner: Garmin Qi Charging (14.1.2023)' };
  it.each<[string, string, { title: string }[], string | undefined, boolean]>([
    [
      'a support page of the brand',
      'Oura',
      [{ title: 'Oura, tukisivu: Oura Ring 4 vs Oura Ring Gen3' }],
      undefined,
      true,
    ],
    ['the brand in another case', 'Loop', [{ title: 'LOOP, lehdistötiedote: Loop ja Tomorrowland' }], undefined, true],
    ['the brand named by a blog, not as its publisher', 'Garmin', [blog], undefined, false],
    ['a brand that only begins the publisher', 'Oura', [{ title: 'Ouraland: sormusten vertailu' }], undefined, false],
    ['the product has its maker page', 'Garmin', [blog], 'https://www.garmin.com/fi-FI/p/1', true],
    ['no sources and no page', 'Puhdistamo', [], undefined, false],
  ])('%s', (_case, brand, sources, makerPage, read) => {
    expect(readMaker(brand, sources, makerPage)).toBe(read);
  });
});

describe('claimedMaker: sentences that say they rest on what the maker published', () => {
  it.each([
    [
      'Toimitus arvioi kellon Garminin julkaisemien teknisten tietojen ja hintojen perusteella.',
      ['Toimitus arvioi kellon Garminin julkaisemien teknisten tietojen ja hintojen perusteella.'],
    ],
    ['Arvioimme sen Vicen julkaisemien mittausten perusteella.', []],
    [
      'Arvioimme valmisteen valmistajan julkaisemien tuotetietojen ja hintojen perusteella.',
      ['Arvioimme valmisteen valmistajan julkaisemien tuotetietojen ja hintojen perusteella.'],
    ],
    [
      'Toimitus arvioi kellon valmistajan teknisten tietojen perusteella. Hinta vaihtelee.',
      ['Toimitus arvioi kellon valmistajan teknisten tietojen perusteella.'],
    ],
    ['Arvio nojaa valmistajan tuotetietoihin.', ['Arvio nojaa valmistajan tuotetietoihin.']],
    ['Kerromme valmistajan ilmoittamat arvot sellaisinaan.', []],
    ['Tarkista annos valmistajan ohjeesta.', []],
    ['Esivalmistajan julkaisemien tietojen mukaan.', []],
  ])('%s', (text, sentences) => {
    expect(claimedMaker(text, 'Garmin')).toEqual(sentences);
  });

  it('names the sentence and the brand a source title must begin with', () => {
    expect(claimedMakerMessage('Arvioimme valmistajan tuotetietojen perusteella.', 'Puhdistamo')).toBe(
      '"Arvioimme valmistajan tuotetietojen perusteella." sanoo arvion perustuvan valmistajan julkaisemiin tietoihin, mutta lähteissä ei ole valmistajan sivua (lähteen otsikko alkaa "Puhdistamo, …") eikä tuotteella ole makerPage-osoitetta: kirjoita, mihin arvio perustuu, tai lisää lukemasi valmistajan sivu lähteisiin',
    );
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
