import type { Product } from '../schemas/product.ts';

/** Superfoodit: marja-, kasvi- ja sienijauheet. */
export const superfoodit = [
  {
    id: 'foodin-pohjolan-marjat',
    title: 'Foodin Pohjolan marjat -marjajauhesekoitus',
    brand: 'Foodin',
    category: 'Superfoodit',
    subjects: ['superfoodit'],
    store: 'ruohonjuuri',
    description:
      '• Kotimaisista marjoista valmistettu marjajauhesekoitus\n• Pakkauskoko 120 g\n• Sopii puuroon, jogurttiin ja smoothieen\n• Valmistettu Suomessa',
    price: '15,95 €',
    rating: 4.2,
    highlights: ['Kotimaiset marjat', 'Helppo lisätä aamupalaan'],
  },
  {
    id: 'arctic-warriors-mustikkajauhe',
    title: 'Arctic Warriors Mustikkajauhe',
    brand: 'Arctic Warriors',
    category: 'Superfoodit',
    subjects: ['superfoodit'],
    store: 'ruohonjuuri',
    description:
      '• Suomalaisesta mustikasta valmistettu marjajauhe\n• Pakkauskoko 45 g\n• Sopii smoothieen, puuroon ja leivontaan',
    rating: 4.2,
    highlights: ['Suomalaista mustikkaa', 'Pieni, kevyt pakkaus'],
  },
  {
    id: 'arctic-warriors-kuusenkerkkajauhe',
    title: 'Arctic Warriors Kuusenkerkkäjauhe',
    brand: 'Arctic Warriors',
    category: 'Superfoodit',
    subjects: ['superfoodit'],
    store: 'ruohonjuuri',
    description:
      '• Pakastekuivattua kuusenkerkkää jauheena\n• Kerätty käsin Metsähallituksen luomumetsistä\n• C-vitamiinia 382 mg / 100 g\n• Pakkauskoko 40 g; annostus 1–3 teelusikallista päivässä',
    price: '16,80 €',
    rating: 4.1,
    highlights: ['Käsin kerättyä suomalaista kuusenkerkkää', 'Luomumetsistä'],
  },
  {
    id: 'arctic-warriors-nokkosjauhe',
    title: 'Arctic Warriors Nokkosjauhe',
    brand: 'Arctic Warriors',
    category: 'Superfoodit',
    subjects: ['superfoodit'],
    store: 'ruohonjuuri',
    description:
      '• Pakastekuivattua nokkosta jauheena\n• Kasvatettu Lapin luomutiloilla\n• Proteiinia 23,6 g / 100 g\n• Pakkauskoko 150 g; annostus 1–5 teelusikallista päivässä',
    price: '52,00 €',
    rating: 3.9,
    highlights: ['Lapin luomunokkosta', 'Mieto maku sopii ruoanlaittoon'],
  },
  {
    id: 'kaapa-mushrooms-pakuriuutejauhe',
    title: 'Kääpä Mushrooms Pakuriuutejauhe',
    brand: 'Kääpä Mushrooms',
    category: 'Superfoodit',
    subjects: ['superfoodit'],
    store: 'ruohonjuuri',
    description:
      '• Luomulaatuista pakuriuutejauhetta\n• Päiväannoksessa 100 mg beetaglukaania\n• Pakkauskoko 30 g; sekoitetaan kuumaan juomaan\n• Pakkauksessa on varoitus samanaikaisesta käytöstä eräiden lääkkeiden kanssa',
    price: '36,95 €',
    rating: 4.0,
    highlights: ['Suomalaista luomupakuria', 'Liukenee kuumaan juomaan'],
  },
  {
    id: 'foodin-kuuden-sienen-sekoitus',
    title: 'Foodin Kuuden sienen sekoitus',
    brand: 'Foodin',
    category: 'Superfoodit',
    subjects: ['superfoodit'],
    store: 'ruohonjuuri',
    description:
      '• Jauhesekoitus kuudesta sienestä: pakuri, reishi, siiliorakas, cordyceps, siitake ja maitake\n• Pakkauskoko 40 g\n• Sekoitetaan kahviin, teehen tai smoothieen',
    price: '21,90 €',
    rating: 3.9,
    highlights: ['Kuusi sientä samassa purkissa'],
  },
] satisfies Product[];
