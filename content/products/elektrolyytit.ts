import type { Product } from '../schemas/product.ts';

/** Elektrolyyttivalmisteet: juomajauheet ja poretabletit. */
export const elektrolyytit = [
  {
    id: 'puhdistamo-elektrolyyttijauhe',
    title: 'Puhdistamo Elektrolyyttijauhe',
    brand: 'Puhdistamo',
    category: 'Elektrolyytit',
    subjects: ['elektrolyytit'],
    store: 'puhdistamo',
    description:
      '• Sokeriton elektrolyyttijuomajauhe\n• Annoksessa natriumia 430 mg, kaliumia 163 mg, magnesiumia 94 mg ja kloridia 650 mg\n• Lisäksi annoksessa C-vitamiinia 150 mg ja MSM:ää (OptiMSM®) 1 200 mg\n• Natriumin lähteenä Guérande-merisuola\n• Pakkauskoot 120 g ja 240 g sekä annospussit',
    price: '19,95 €',
    rating: 4.5,
    highlights: ['0 g sokereita', 'Monta makua, myös maustamaton'],
  },
  {
    id: 'puhdistamo-daily-elektrolyyttijauhe',
    title: 'Puhdistamo Daily Elektrolyyttijauhe',
    brand: 'Puhdistamo',
    category: 'Elektrolyytit',
    subjects: ['elektrolyytit'],
    store: 'puhdistamo',
    description:
      '• Päivittäiseen käyttöön suunniteltu elektrolyyttijauhe\n• 5 g:n annoksessa kaliumia 317 mg, magnesiumia 94 mg, natriumia 153 mg ja C-vitamiinia 132 mg\n• Ei keinotekoisia makeutusaineita eikä lisäaineita\n• Pakkauskoot 100 g ja 200 g; maut vesimeloni, lime ja mansikka',
    price: '12,95 €',
    rating: 4.3,
    highlights: ['Vähemmän natriumia, enemmän kaliumia', 'Ei keinotekoisia makeutusaineita'],
  },
  {
    id: 'puhdistamo-elektrolyytti-kreatiini-jauhe',
    title: 'Puhdistamo Elektrolyytti & Kreatiini -jauhe',
    brand: 'Puhdistamo',
    category: 'Elektrolyytit',
    subjects: ['elektrolyytit'],
    store: 'puhdistamo',
    description:
      '• Elektrolyyttijauhe, johon on lisätty kreatiinia\n• 5 g:n annoksessa kreatiinia 1 250 mg, natriumia 375 mg, kaliumia 190 mg ja magnesiumia 115 mg\n• Sokeriton, makuna kirsikka-vadelma\n• Pakkauskoot 100 g ja 200 g\n• Suunniteltu ja valmistettu Suomessa',
    price: '12,95 €',
    rating: 4.1,
    highlights: ['Elektrolyytit ja kreatiini samassa', 'Valmistettu Suomessa'],
  },
  {
    id: 'sis-go-electrolyte',
    title: 'SiS GO Electrolyte',
    brand: 'SiS',
    category: 'Elektrolyytit',
    subjects: ['elektrolyytit'],
    store: 'xxl',
    description:
      '• Hiilihydraatteja ja elektrolyyttejä sisältävä urheilujuomajauhe\n• Tarkoitettu nautittavaksi liikunnan aikana\n• Pakkauskoko 500 g\n• Useita hedelmämakuja',
    rating: 4.1,
    highlights: ['Energiaa ja suoloja samassa juomassa'],
  },
  {
    id: 'nuun-sport',
    title: 'Nuun Sport',
    brand: 'Nuun',
    category: 'Elektrolyytit',
    subjects: ['elektrolyytit'],
    store: 'xxl',
    description:
      '• Elektrolyyttiporetabletti, joka liuotetaan noin 500 ml:aan vettä\n• Tabletissa natriumia 300 mg sekä kaliumia, magnesiumia ja kalsiumia\n• Putkilossa 10 tablettia\n• Vähän sokeria',
    price: '7,90 €',
    rating: 4.2,
    highlights: ['Kätevä kuljettaa mukana', 'Vähäenerginen'],
  },
  {
    id: 'sis-go-hydro',
    title: 'SiS GO Hydro',
    brand: 'SiS',
    category: 'Elektrolyytit',
    subjects: ['elektrolyytit'],
    store: 'intersport',
    description:
      '• Elektrolyyttiporetabletti, joka liuotetaan 500 ml:aan vettä\n• Sisältää natriumia, kaliumia ja magnesiumia\n• Putkilossa 20 tablettia\n• Vähäenerginen',
    rating: 4.0,
    highlights: ['Kätevä kuljettaa mukana', 'Vähäenerginen'],
  },
] satisfies Product[];
