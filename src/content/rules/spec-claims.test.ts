import { describe, expect, it } from 'vitest';
import type { SpecKind } from '../device-specs';
import { labelSpecProblems, ownSpecProblems, specsNamed, type SpecifiedDevice } from './spec-claims';

const read = { source: 'https://example.com/tuote', checkedAt: '2026-11-29' };

describe('specsNamed: the specs of its kind a text names, with the words that name them', () => {
  it.each<[SpecKind, string, [string, string][]]>([
    ['korvatulpat', 'SNR 28 dB, kertakäyttöinen vaahtotulppa.', [['snr', 'SNR']]],
    ['korvatulpat', 'haluat tehokkaan vaimennuksen kertakäyttöisillä tulpilla', [['snr', 'vaimennuksen']]],
    ['korvatulpat', 'Kovaan meluun', []],
    ['korvatulpat', 'vahatulppa, joka painetaan korvakäytävän aukon päälle', []],
    ['älykellot', 'Pitkä akunkesto', [['batteryDays', 'akunkesto']]],
    ['älykellot', 'akku kestää valmistajan mukaan jopa 14 päivää', [['batteryDays', 'akku kestää']]],
    ['älykellot', 'mutta lataus käytännössä joka päivä', [['batteryDays', 'joka päivä']]],
    ['älykellot', 'viisarit, piilotettu näyttö ja langaton lataus', []],
    ['älykellot', 'Paras Android-puhelimen käyttäjälle', [['phones', 'Android']]],
    ['älykellot', 'käytät iPhonea', [['phones', 'iPhonea']]],
    ["älyvaa'at", 'Garminin käyttäjälle', []],
    [
      "älyvaa'at",
      'jopa 8 käyttäjää ja Withings-sovellus',
      [
        ['users', '8 käyttäjää'],
        ['app', 'sovellus'],
      ],
    ],
    ["älyvaa'at", 'tulokset Garmin Connectiin', [['app', 'Connectiin']]],
    ['verenpainemittarit', 'Intelli Wrap -mansetti 22–42 cm:n olkavarsille', [['cuff', '22–42 cm']]],
    ['verenpainemittarit', 'sopii olkavarrelle, jonka ympärys on 22–42 cm', [['cuff', 'ympärys']]],
    // An upper-arm monitor is a kind of device, not its cuff's range.
    ['verenpainemittarit', 'validoitu olkavarsimittari', []],
    // The cuff's name is not its range.
    ['verenpainemittarit', 'validoitu mittari ja Intelli Wrap -mansetti', []],
    ['verenpainemittarit', 'mittaa kolmesti ja laskee keskiarvon', []],
    [
      'kirkasvalolamput',
      '10 000 luksia vain noin 10 cm:n päästä',
      [
        ['lux', 'luksia'],
        ['luxDistance', '10 cm:n päästä'],
      ],
    ],
    ['kirkasvalolamput', 'noin 50 × 30 cm:n valopinta', []],
    // "Sovelluksella" holds the letters of "luks" but is not the word.
    ['kirkasvalolamput', 'sovelluksella ohjattava lamppu', []],
    [
      'kirkasvalolamput',
      'valoteho on ilmoitettu käyttöetäisyydeltä',
      [
        ['lux', 'valoteho'],
        ['luxDistance', 'käyttöetäisyydeltä'],
      ],
    ],
    ['punavalot', 'punainen valo 633 nm ja lähi-infrapuna 830 nm', [['wavelengths', '633 nm']]],
    ['punavalot', 'punainen valo ja lähi-infrapuna', [['wavelengths', 'infrapuna']]],
    ['punavalot', 'punainen valo yhdessä infrapunan kanssa', [['wavelengths', 'infrapunan']]],
    // A heat lamp is a kind of device, and its warmth no wavelength.
    ['punavalot', 'Infrapunalamppu, jonka lämmittävä infrapunasäteily', []],
    // A spec of another kind is not this kind's: a smart watch's page does not compare cuffs.
    ['älykellot', 'mansetti 22–42 cm', []],
  ])('%s: %s', (kind, text, expected) => {
    expect(specsNamed(kind, text).map(({ key, words }) => [key, words])).toEqual(expected);
  });
});

const watches: SpecifiedDevice[] = [
  { id: 'a', title: 'Kello A', specs: { ...read, batteryDays: 14, phones: 'Android ja iPhone' } },
  { id: 'b', title: 'Kello B', specs: { ...read, phones: 'iPhone' } },
  { id: 'c', title: 'Kello C' },
];

describe('labelSpecProblems: a label compares every device on the spec it names', () => {
  it.each<[string, string, SpecifiedDevice[], string[]]>([
    ['every device has the spec', 'Pisin akunkesto', watches.slice(0, 1), []],
    ['a label that names no spec', 'Klassinen ulkonäkö', watches, []],
    [
      'two devices lack it',
      'Pitkä akunkesto',
      watches,
      [
        'valinta "Pitkä akunkesto" vertaa laitteita tiedolla akunkesto ("akunkesto"), mutta tuoteluettelossa ei ole sitä lähteineen laitteille Kello B, Kello C: kirjaa tieto tuotteen specs-kenttään tai nimeä valinta sen mukaan, mitä tiedot näyttävät',
      ],
    ],
    [
      'one device lacks it',
      'Paras iPhonen käyttäjälle',
      watches,
      [
        'valinta "Paras iPhonen käyttäjälle" vertaa laitteita tiedolla puhelimet ("iPhonen"), mutta tuoteluettelossa ei ole sitä lähteineen laitteille Kello C: kirjaa tieto tuotteen specs-kenttään tai nimeä valinta sen mukaan, mitä tiedot näyttävät',
      ],
    ],
  ])('%s', (_, label, compared, expected) => {
    expect(labelSpecProblems('älykellot', label, compared)).toEqual(expected);
  });
});

describe('ownSpecProblems: a text about one device states only specs the catalogue holds for it', () => {
  it.each<[string, string, SpecifiedDevice, string[]]>([
    ['the device has the spec', 'akku kestää jopa 14 päivää', watches[0]!, []],
    ['a text that names no spec', 'viisarit ja piilotettu näyttö', watches[2]!, []],
    [
      'the device lacks the spec',
      'akku kestää jopa 14 päivää, ja kello toimii iPhonen kanssa',
      watches[1]!,
      [
        'valinta "Pitkä akunkesto" sanoo laitteesta Kello B "akku kestää" (akunkesto), mutta tuoteluettelossa ei ole tuotteen tietoa akunkesto lähteineen: kirjaa se specs-kenttään tai kerro, mitä tiedot näyttävät',
      ],
    ],
    [
      'a device with no specs at all, one message per spec',
      'jopa 14 päivää ja Androidin kanssa',
      watches[2]!,
      [
        'valinta "Pitkä akunkesto" sanoo laitteesta Kello C "14 päivää" (akunkesto), mutta tuoteluettelossa ei ole tuotteen tietoa akunkesto lähteineen: kirjaa se specs-kenttään tai kerro, mitä tiedot näyttävät',
        'valinta "Pitkä akunkesto" sanoo laitteesta Kello C "Androidin" (puhelimet), mutta tuoteluettelossa ei ole tuotteen tietoa puhelimet lähteineen: kirjaa se specs-kenttään tai kerro, mitä tiedot näyttävät',
      ],
    ],
  ])('%s', (_, text, device, expected) => {
    expect(ownSpecProblems('älykellot', 'valinta "Pitkä akunkesto"', text, device)).toEqual(expected);
  });
});
