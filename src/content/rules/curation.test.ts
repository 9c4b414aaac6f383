import { describe, expect, it } from 'vitest';
import {
  bestForClaim,
  bestForProblem,
  brandProblem,
  brandsOf,
  claimsBest,
  noBestNote,
  noPickNote,
  unvaluedBestPick,
  promisesPick,
  titlePickProblem,
} from './curation';
import type { StandingProduct } from './must-haves';

describe('promisesPick', () => {
  it.each([
    ['Paras kreatiini {vuosi} – vertailu', true],
    ['Parhaat korvatulpat nukkumiseen {vuosi}', true],
    ['paras tyyny', true],
    ['Retinolivoiteet ja -seerumit vertailussa {vuosi}', false],
    ['Melatoniinivalmisteet vertailussa', false],
    ['Parasta unta', false],
  ])('%s → %s', (title, promises) => expect(promisesPick(title)).toBe(promises));
});

describe('brandProblem', () => {
  it.each([
    [['A', 'B', 'C'], undefined, undefined],
    [[], undefined, undefined],
    [
      ['TEMPUR'],
      undefined,
      'vertailussa on vain yksi merkki (TEMPUR): vertaile vähintään 3 merkkiä tai kerro kentässä fewerBrands, miksi vähemmän',
    ],
    [
      ['Philips', 'Braun'],
      undefined,
      'vertailussa on vain 2 merkkiä (Philips, Braun): vertaile vähintään 3 merkkiä tai kerro kentässä fewerBrands, miksi vähemmän',
    ],
    [
      ['Philips', 'Braun'],
      'Suomessa myytävät IPL-laitteet ovat lähes kaikki näiltä kahdelta valmistajalta.',
      undefined,
    ],
    [['A', 'B', 'C'], 'Syy.', 'vertailussa on 3 merkkiä, joten fewerBrands ei pidä enää paikkaansa: poista se'],
  ] as const)('%j with %j', (brands, reason, message) => expect(brandProblem(brands, reason)).toBe(message));

  it('counts each brand once, in the order the products come', () => {
    expect(brandsOf([{ brand: 'Puhdistamo' }, { brand: 'SiS' }, { brand: 'Puhdistamo' }])).toEqual([
      'Puhdistamo',
      'SiS',
    ]);
  });
});

describe('titlePickProblem', () => {
  it.each([
    ['Paras retinoliseerumi {vuosi}', 0, true],
    ['Paras retinoliseerumi {vuosi}', 1, false],
    ['Retinoliseerumit vertailussa {vuosi}', 0, false],
  ])('%s with %i picks → problem %s', (title, picks, problem) =>
    expect(titlePickProblem(title, picks) !== undefined).toBe(problem),
  );

  it('names the title and what to do', () => {
    expect(titlePickProblem('Paras melatoniini {vuosi}', 0)).toBe(
      'otsikko "Paras melatoniini {vuosi}" lupaa valinnan, mutta yhteenveto ei nimeä yhtään (lista, jonka kohta alkaa lihavoidulla perusteella ja tuotteen nimellä): nimeä valinta tai muuta otsikko, esim. "… vertailussa {vuosi}"',
    );
  });
});

describe('bestForClaim', () => {
  it.each([
    ['haluat edullisen biotiinin suurena pakkauksena', 'edullisen'],
    ['haluat kokeilla lihashuoltovasaraa edullisesti', 'edullisesti'],
    ['haluat halvan perusvoiteen', 'halvan'],
    ['käytät iPhonea ja haluat kellon, jossa on laajin sovellusvalikoima', 'laajin'],
    ['haluat vertailun suurimman EPA- ja DHA-määrän päiväannoksessa', 'suurimman'],
    ['haluat kellon, jossa on monipuolisimmat terveysmittaukset', 'monipuolisimmat'],
    ['haluat eniten proteiinia annoksessa', 'eniten'],
    // Not claims: a preference about price, a size, a place to buy, a form.
    ['haluat nimenomaan ihoon keskittyvän valmisteen eikä hinta ole tärkein valintaperuste', undefined],
    ['juot proteiinijuoman lähes päivittäin ja haluat ison pakkauksen', undefined],
    ['ostat ravintolisät mieluiten apteekista', undefined],
    ['haluat pelkkää sitraattimuotoista magnesiumia tabletteina', undefined],
    ['haluat Philipsin IPL-laitteen ilman Prestigen lisävarusteita', undefined],
  ])('%s → %s', (text, claim) => expect(bestForClaim(text)).toBe(claim));

  it('says what the claim is and what to write instead', () => {
    expect(bestForProblem('NOW Foods Biotin', 'haluat edullisen biotiinin')).toBe(
      '"Paras valinta, jos" tuotteelle NOW Foods Biotin sanoo "edullisen": hinta muuttuu kaupoissa, eikä tuoteluettelossa ole lukua, jolla tuote olisi muita edellä; kerro, mitä tiedot näyttävät (esim. pakkauskoko, muoto, kauppa)',
    );
    expect(bestForProblem('NOW Foods Biotin', 'haluat ison purkin')).toBeUndefined();
  });
});

describe('noPickNote', () => {
  const product = (id: string, standing: StandingProduct['standings']): StandingProduct => ({
    id,
    title: id,
    standings: standing,
  });
  const meets = { status: 'meets' } as const;
  const fails = { status: 'fails', why: 'ylittää' } as const;
  const unknown = { status: 'unknown', why: 'ei tietoa' } as const;

  it.each([
    ['no must-haves', [product('a', { 'legal-limit': fails })], [], undefined],
    [
      'one product meets them',
      [product('a', { 'legal-limit': fails }), product('b', { 'legal-limit': meets })],
      ['legal-limit'],
      undefined,
    ],
    [
      'two fail and two are unknown',
      [
        product('a', { 'legal-limit': fails }),
        product('b', { 'legal-limit': fails }),
        product('c', { 'legal-limit': unknown }),
        product('d', {}),
      ],
      ['legal-limit'],
      'Emme nimeä tästä vertailusta suositusta, koska yksikään sen tuotteista ei tietojemme mukaan täytä ehtoa "EU-rajan sisällä". Ei täytä: a, b. Tieto puuttuu: c, d.',
    ],
    [
      'one fails a second must-have',
      [product('a', { validated: meets, 'sold-in-finland': fails })],
      ['validated', 'sold-in-finland'],
      'Emme nimeä tästä vertailusta suositusta, koska yksikään sen tuotteista ei tietojemme mukaan täytä ehtoja "validoitu" ja "myynnissä Suomessa". Ei täytä: a.',
    ],
    [
      'all unknown',
      [product('a', { validated: unknown }), product('b', { validated: unknown })],
      ['validated'],
      'Emme nimeä tästä vertailusta suositusta, koska yksikään sen tuotteista ei tietojemme mukaan täytä ehtoa "validoitu". Tieto puuttuu: a, b.',
    ],
  ] as const)('%s', (_, products, required, note) => expect(noPickNote(products, required)).toBe(note));
});

describe('claimsBest: a pick label that calls a product the best, the rating word', () => {
  it.each([
    ['Paras kokonaisuus', true],
    ['Paras sitraatti', true],
    ['Paras kokonaisuus hikoiluun', true],
    ['Parhaat yhdessä', true],
    ['Paras valinta', true],
    ['Kolme yhdistettä samassa', false],
    ['Pienempi annos, paras tähän', true],
    ['Luomuvalinta', false],
    ['Parasta arkeen', false],
    ['Yksi tabletti päivässä', false],
  ])('%s → %s', (label, claims) => expect(claimsBest(label)).toBe(claims));
});

describe('unvaluedBestPick: a best pick on a comparison that cannot price every product per its basis', () => {
  const lacking = ['Solgar Magnesium Citrate', 'NOW Foods Magnesium Citrate'];
  it.each([
    ['a best pick while two lack the facts', 'Paras kokonaisuus', lacking, true],
    ['a best pick once every product has them', 'Paras kokonaisuus', [], false],
    ['a pick named by its grounds', 'Yksi tabletti päivässä', lacking, false],
    ['a best within a group is still the rating', 'Paras sitraatti', lacking, true],
  ] as const)('%s', (_, label, unvalued, problem) =>
    expect(unvaluedBestPick(label, 'Pharma Nord Bio-Magnesium', 'annos', unvalued) !== undefined).toBe(problem),
  );

  it('names the pick, the products without the facts and what to do', () => {
    expect(unvaluedBestPick('Paras kokonaisuus', 'Pharma Nord Bio-Magnesium', 'annos', lacking)).toBe(
      '"Paras kokonaisuus" sanoo parhaaksi tuotteen Pharma Nord Bio-Magnesium, mutta hintaa per annos ei voi laskea tuotteille Solgar Magnesium Citrate, NOW Foods Magnesium Citrate, koska niiltä puuttuvat tuotetiedot (facts): paras vertaa myös hintaa per annos, joten nimeä valinta perusteensa mukaan (esim. "Yksi tabletti päivässä") tai lisää tuotetiedot lähteineen',
    );
  });
});

describe('noBestNote: why a comparison with a price basis names no best product yet', () => {
  it.each([
    ['every product has the facts', 'annos', [], 3, undefined],
    [
      'two of three lack them',
      'annos',
      ['A', 'B'],
      3,
      'Emme nimeä yhtä kaikille parasta tuotetta: hintaa per annos ei voi vielä laskea tuotteille A ja B, koska kaikkia siihen tarvittavia tietoja (pakkauskoko ja annos) ei ole vielä tarkistettu.',
    ],
    [
      'one of two',
      '1 000 mg EPA+DHA',
      ['A'],
      2,
      'Emme nimeä yhtä kaikille parasta tuotetta: hintaa per 1 000 mg EPA+DHA ei voi vielä laskea tuotteelle A, koska kaikkia siihen tarvittavia tietoja (pakkauskoko, annos sekä EPA:n ja DHA:n määrä) ei ole vielä tarkistettu.',
    ],
    [
      'all lack them',
      '100 ml',
      ['A', 'B', 'C'],
      3,
      'Emme nimeä yhtä kaikille parasta tuotetta: hintaa per 100 ml ei voi vielä laskea yhdellekään vertailun tuotteelle, koska kaikkia siihen tarvittavia tietoja (pakkauskoko) ei ole vielä tarkistettu.',
    ],
    [
      'three of four',
      '100 g proteiinia',
      ['A', 'B', 'C'],
      4,
      'Emme nimeä yhtä kaikille parasta tuotetta: hintaa per 100 g proteiinia ei voi vielä laskea tuotteille A, B ja C, koska kaikkia siihen tarvittavia tietoja (pakkauskoko, annos ja proteiinin määrä) ei ole vielä tarkistettu.',
    ],
  ] as const)('%s', (_, basis, unvalued, compared, note) => expect(noBestNote(basis, unvalued, compared)).toBe(note));
});
