import type { Product } from '../schemas/product.ts';

/** Kotitreenivälineet: säädettävät käsipainot, kuminauhat, jumppamatot ja hierontarullat. */
export const kotitreenivalineet = [
  {
    id: 'bowflex-selecttech-552',
    title: 'Bowflex SelectTech 552',
    brand: 'Bowflex',
    category: 'Kotitreenivälineet',
    subjects: ['kotitreenivälineet'],
    store: 'verkkokauppa',
    description:
      '• Säädettävät käsipainot, paino 2–24 kg kummassakin\n• Paino valitaan kahvan päistä kiertämällä\n• Korvaa useita erillisiä käsipainopareja\n• Mukana säilytysalustat',
    rating: 4.5,
    highlights: ['Vie vähän tilaa', 'Painon vaihto käy nopeasti'],
  },
  {
    id: 'gymstick-original',
    title: 'Gymstick Original',
    brand: 'Gymstick',
    category: 'Kotitreenivälineet',
    subjects: ['kotitreenivälineet'],
    store: 'intersport',
    description:
      '• Kuntoilukeppi, jonka päihin kiinnittyvät vastuskuminauhat ja jalkalenkit\n• Saatavana useana vastustasona\n• Koko kehon lihaskuntoharjoitteluun',
    price: '44,90 €',
    rating: 4.2,
    highlights: ['Suomalainen klassikko', 'Koko kehon treeni pienessä tilassa'],
  },
  {
    id: 'triggerpoint-grid-foam-roller',
    title: 'TriggerPoint GRID Foam Roller',
    brand: 'TriggerPoint',
    category: 'Kotitreenivälineet',
    subjects: ['kotitreenivälineet'],
    store: 'xxl',
    description:
      '• Hierontarulla lihashuoltoon ja liikkuvuusharjoitteluun\n• Ontto, jäykkä runko ja kuvioitu vaahtopinta\n• Pituus noin 33 cm',
    price: '39,90 €',
    rating: 4.5,
    highlights: ['Pitää muotonsa pitkään', 'Kuvioitu pinta'],
  },
  {
    id: 'blackroll-loop-band',
    title: 'BLACKROLL LOOP BAND',
    brand: 'BLACKROLL',
    category: 'Kotitreenivälineet',
    subjects: ['kotitreenivälineet'],
    store: 'xxl',
    description:
      '• Lenkkimäinen vastuskuminauha\n• Saatavana useana vastustasona\n• Lantion, jalkojen ja hartioiden harjoitteisiin',
    rating: 4.1,
    highlights: ['Mahtuu taskuun', 'Monipuoliset liikkeet'],
  },
  {
    id: 'casall-yoga-mat-position-4mm',
    title: 'Casall Yoga mat position 4mm',
    brand: 'Casall',
    category: 'Kotitreenivälineet',
    subjects: ['kotitreenivälineet'],
    store: 'xxl',
    description:
      '• Joogamatto, paksuus 4 mm\n• Pitävä pinta ja asentoja helpottavat merkinnät\n• Sopii joogaan, pilatekseen ja venyttelyyn',
    rating: 4.1,
    highlights: ['Pitävä pinta', 'Merkinnät auttavat asennoissa'],
  },
] satisfies Product[];
