import type { Product } from '../schemas/product.ts';

/** Punavalo- ja infrapunalaitteet kotikäyttöön. */
export const punavalo = [
  {
    id: 'therabody-theraface-mask',
    title: 'Therabody TheraFace Mask',
    brand: 'Therabody',
    category: 'Punavalo',
    subjects: ['punavalot'],
    store: 'verkkokauppa',
    description:
      '• LED-kasvonaamio, jossa 648 lediä\n• Punainen valo 633 nm, punainen valo yhdessä lähi-infrapunan 830 nm kanssa sekä sininen valo 415 nm\n• Valmiit hoito-ohjelmat muutaman minuutin käyttökerroille\n• Värinätoiminto silmänympärys- ja päänahka-alueelle\n• Johdoton, ladattava akku ja irrotettavat silmäsuojat',
    price: '599,00 €',
    rating: 4.3,
    highlights: ['Kolme valotilaa', 'Johdoton käyttö'],
  },
  {
    id: 'currentbody-skin-led-light-therapy-mask',
    title: 'CurrentBody Skin LED Light Therapy Mask',
    brand: 'CurrentBody',
    category: 'Punavalo',
    subjects: ['punavalot'],
    store: 'lyko',
    description:
      '• Joustava silikoninen LED-naamio kasvoille\n• Punainen valo 633 nm ja lähi-infrapuna 830 nm\n• Suositeltu käyttökerta noin 10 minuuttia\n• Kevyt ja mukautuu kasvojen muotoihin',
    price: '379,00 €',
    rating: 4.2,
    highlights: ['Joustava silikoninaamio', 'Kaksi aallonpituutta'],
  },
  {
    id: 'beurer-il-50',
    title: 'Beurer IL 50',
    brand: 'Beurer',
    category: 'Punavalo',
    subjects: ['punavalot'],
    store: 'verkkokauppa',
    description:
      '• Infrapunalamppu, teho 300 W\n• Lämmittää säteilyllä ihoa ja sen alla olevia kudoksia\n• Säädettävä kallistuskulma\n• Ajastin ja ylikuumenemissuoja',
    price: '69,90 €',
    rating: 4.0,
    highlights: ['Tehokas 300 W lamppu', 'Edullinen hankinta'],
  },
  {
    id: 'beurer-il-21',
    title: 'Beurer IL 21',
    brand: 'Beurer',
    category: 'Punavalo',
    subjects: ['punavalot'],
    store: 'verkkokauppa',
    description:
      '• Kompakti infrapunalamppu, teho 150 W\n• Punainen lasi ja lämmittävä infrapunasäteily\n• Sopii pienten alueiden, kuten niskan tai hartioiden, lämmittämiseen',
    price: '39,90 €',
    rating: 3.8,
    highlights: ['Pieni ja kevyt', 'Edullinen'],
  },
  {
    id: 'therabody-theraface-pro',
    title: 'Therabody TheraFace PRO',
    brand: 'Therabody',
    category: 'Punavalo',
    subjects: ['punavalot'],
    store: 'verkkokauppa',
    description:
      '• Käsikäyttöinen kasvohoitolaite, jossa on vaihdettavat hoitopäät\n• LED-valorengas: punainen valo, punainen valo yhdessä infrapunan kanssa sekä sininen valo\n• Lisäksi perkussiohieronta, mikrovirta ja puhdistusrengas\n• Äänimerkki ohjaa siirtämään laitetta, yksi hoito kestää enintään 8 minuuttia\n• Johdoton, ladattava akku',
    rating: 3.9,
    highlights: ['Useita hoitoja samassa laitteessa', 'Tarkka käyttö pienille alueille'],
  },
  {
    id: 'foreo-ufo-3',
    title: 'FOREO UFO 3',
    brand: 'FOREO',
    category: 'Punavalo',
    subjects: ['punavalot'],
    store: 'lyko',
    description:
      '• Pieni kasvohoitolaite, jota käytetään FOREO-kangasnaamioiden kanssa\n• LED-valo useana värinä, mukana punainen valo, sekä lähi-infrapuna\n• Lämmitys- ja viilennystoiminto sekä T-Sonic-sykkeet\n• Lyhyet hoitokerrat, ohjaus laitteesta tai sovelluksesta',
    rating: 3.7,
    highlights: ['Naamiohoito ja valo samassa', 'Kulkee mukana matkoilla'],
  },
] satisfies Product[];
