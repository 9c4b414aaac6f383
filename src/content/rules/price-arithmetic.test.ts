import { describe, expect, it } from 'vitest';
import { priceInstruction, priceInstructionMessage, priceInstructions } from './price-arithmetic';

describe('priceInstruction: a sentence that asks the reader to work out a price', () => {
  it.each([
    ['Jaa pakkauksen hinta päiväannosten määrällä.', 'Jaa pakkauksen hinta'],
    ['Vertaa hintaa annosta kohden: jaa pakkauksen hinta annosten tai tablettien määrällä.', 'jaa pakkauksen hinta'],
    ['Jaa hinta pakkauksen millilitroilla tai grammoilla.', 'Jaa hinta'],
    ['Jaa purkin hinta kapselimäärällä ja kerro tulos päivittäisellä kapselimäärällä.', 'Jaa purkin hinta'],
    ['Jaa laitteen hinta sillä, kuinka monta kertaa arvioit käyttäväsi sitä.', 'Jaa laitteen hinta'],
    ['Kun jaat purkin hinnan päiväannoksilla, näet eron.', 'jaat purkin hinnan'],
    ['Päiväannoksen hinta riippuu annoksesta, joten laske se pakkauksen merkinnöistä.', 'laske se'],
    ['Laske hinta päivää kohden.', 'Laske hinta'],
    ['Pakkauskoot vaihtelevat, joten laske myös hinta painoa kohden pakkauksen merkinnöistä.', 'laske myös hinta'],
    ['Saat annosten määrän jakamalla pakkauksen painon annoksen painolla.', 'jakamalla'],
    [
      'Kerro annosten määrä annoksen proteiinimäärällä ja jaa pakkauksen hinta tuloksella.',
      'Kerro annosten määrä annoksen proteiinimäärällä',
    ],
    ['Vertaa hintaa 100 grammaa kohden ja kerro sadalla.', 'kerro sadalla'],
    [
      'Päiväannoksen hinnan saat selville, kun katsot pullon koon ja lasket, montako 5 ml:n päiväannosta siitä tulee.',
      'lasket, montako',
    ],
    ['Käyttökuukauden hinta riippuu käyttöajasta, joten laske se oman käyttöaikasi mukaan.', 'laske se'],
  ])('refuses «%s»', (sentence, words) => {
    expect(priceInstruction(sentence)).toBe(words);
  });

  it.each([
    ['an exercise', 'Vaikeampi: laske itsesi alas hitaasti kolmessa sekunnissa.'],
    ['a criterion without an instruction to divide', 'Vertaa hintaa päiväannosta kohden.'],
    [
      'why the pack price misleads',
      'Annoskoot vaihtelevat, joten pelkkä pakkauksen hinta ei kerro, kumpi on edullisempi.',
    ],
    ['what the editors compute', 'Annoksen hinnan laskemme taulukkoon, kun pakkauskoko on tarkistettu valmistajalta.'],
    ['adding up nutrients', 'Laske magnesium yhteen muiden käyttämiesi ravintolisien kanssa.'],
    ['nutrients counted together', 'Jos harkitset sitä, laske yhteen, paljonko sinkkiä saat valmisteista yhteensä.'],
    ['a cost taken into account', 'Laske hankintahinnan lisäksi mahdolliset tarvikkeet, kuten naamiot.'],
    ['a fee taken into account', 'Laske laitteen hintaan mukaan mahdollinen kuukausimaksu.'],
    ['sharing data', 'Tarkista, mihin tiedot tallentuvat, ja jaa niitä muihin palveluihin harkiten.'],
    ['standing on a scale', 'Seiso paikallaan: jaa paino tasaisesti molemmille jaloille.'],
    ['telling the doctor', 'Kerro biotiinia sisältävien ravintolisien käytöstä lääkärille ennen verikokeita.'],
    ['a dose split over meals', 'Tavoite on 1,2–2,0 g painokiloa kohden päivässä, jaettuna 20–30 g:n annoksiin.'],
    ['a statement about a price', 'Päiväannoksen hintaa ei voi siksi laskea tarkasti.'],
    ['the heart rate falls', 'Syke laskee unen aikana, ja sen vaihtelu auttaa erottamaan unen vaiheita.'],
  ])('accepts %s', (_case, sentence) => {
    expect(priceInstruction(sentence)).toBeUndefined();
  });
});

describe('priceInstructions: in a content file', () => {
  const file = (...body: string[]) =>
    ['---', 'title: X', 'description: jaa pakkauksen hinta', '---', ...body].join('\n');

  it('reads the body only, sentence by sentence, with the line, the field and the sentence without emphasis', () => {
    expect(
      priceInstructions(
        file(
          '- **Hinta päivää kohden.** Jaa pakkauksen hinta päiväannosten määrällä.',
          '',
          ':::product{id="x"}',
          'Hyvä purkki. Laske hinta päivää kohden.',
          ':::',
        ),
      ),
    ).toEqual([
      {
        line: 5,
        field: 'teksti',
        sentence: 'Jaa pakkauksen hinta päiväannosten määrällä.',
        words: 'Jaa pakkauksen hinta',
      },
      { line: 8, field: ':::product{id="x"}', sentence: 'Laske hinta päivää kohden.', words: 'Laske hinta' },
    ]);
  });

  it('says what to write instead', () => {
    expect(priceInstructionMessage({ sentence: 'Laske hinta päivää kohden.', words: 'Laske hinta' })).toBe(
      '«Laske hinta päivää kohden.» neuvoo lukijaa laskemaan hinnan itse («Laske hinta»): teksti kertoo, mitä kannattaa verrata ja miksi, ei miten lasketaan. Vertailun yhteenvetotaulukko laskee hinnan annosta, 100 g:aa, 100 ml:aa tai kappaletta kohden tuotetiedoista, kun frontmatterissa on priceBasis (esim. priceBasis: annos); aiheartikkelissa linkitä vertailuun, jonka taulukko sen näyttää',
    );
  });
});
