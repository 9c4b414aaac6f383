import type { Product } from '../schemas/product.ts';

/** Mikroneulaimet: kotikäyttöön tarkoitetut mikroneulausrullat ja -kynät. */
export const mikroneulain = [
  {
    id: 'beautybio-glopro',
    title: 'BeautyBio GloPRO',
    brand: 'BeautyBio',
    category: 'Mikroneulain',
    subjects: ['mikroneulaimet'],
    store: 'stockmann',
    description:
      '• Kotikäyttöön tarkoitettu mikroneulausrulla kasvoille\n• Vaihdettavat rullapäät\n• Rullapää puhdistetaan ennen ja jälkeen jokaisen käytön',
    rating: 3.8,
    highlights: ['Kevyt mikroneulaus kotona', 'Vaihdettavat päät'],
  },
  {
    id: 'dr-pen-ultima-a6',
    title: 'Dr. Pen Ultima A6',
    brand: 'Dr. Pen',
    category: 'Mikroneulain',
    subjects: ['mikroneulaimet'],
    store: 'verkkokauppa',
    description:
      '• Sähkökäyttöinen mikroneulauskynä\n• Säädettävä neulasyvyys ja nopeus\n• Steriilit, kertakäyttöiset neulapäät vaihdetaan joka käyttökerralla',
    rating: 3.7,
    highlights: ['Neulat osuvat ihoon kohtisuoraan', 'Syvyyden voi säätää'],
  },
  {
    id: 'environ-cosmetic-roll-cit',
    title: 'Environ Cosmetic Roll-CIT',
    brand: 'Environ',
    category: 'Mikroneulain',
    subjects: ['mikroneulaimet'],
    store: 'stockmann',
    description:
      '• Kotikäyttöön tarkoitettu mikroneulausrulla kasvoille\n• Neulojen pituus 0,2 mm\n• Käytetään valmistajan ohjeen mukaan osana Environin ihonhoitosarjaa\n• Myydään Suomessa pääasiassa Environ-tuotteita käyttävien kauneushoitoloiden kautta',
    rating: 4.0,
    highlights: ['Lyhyet 0,2 mm:n neulat', 'Ostetaan usein hoitolan opastuksella'],
  },
] satisfies Product[];
