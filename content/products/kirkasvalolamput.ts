import type { Product } from '../schemas/product.ts';

/** Kirkasvalolamput pimeän vuodenajan aamuihin. */
export const kirkasvalolamput = [
  {
    id: 'beurer-tl-100',
    title: 'Beurer TL 100',
    brand: 'Beurer',
    category: 'Kirkasvalolamput',
    subjects: ['kirkasvalolamput'],
    store: 'verkkokauppa',
    description:
      '• LED-kirkasvalolamppu, valaistusvoimakkuus 10 000 luksia lähietäisyydellä\n• Toimii myös tunnelmavalona, jossa on 256 värisävyä\n• Kirkkautta ja värejä voi säätää Beurer LightUp -sovelluksella\n• UV-vapaa valo',
    price: '129,00 €',
    rating: 4.2,
    highlights: ['Kirkasvalo ja tunnelmavalo samassa', 'Sovellusohjaus'],
  },
  {
    id: 'beurer-tl-95',
    title: 'Beurer TL 95',
    brand: 'Beurer',
    category: 'Kirkasvalolamput',
    subjects: ['kirkasvalolamput'],
    store: 'gigantti',
    description:
      '• Suurikokoinen LED-kirkasvalolamppu, valopinta noin 50 × 30 cm\n• Kirkkaus säädettävissä kuuteen tasoon\n• Ajastin 30–120 minuuttia neljässä portaassa\n• Alumiininen jalusta ja kosketuspainikkeet',
    price: '159,00 €',
    rating: 4.4,
    highlights: ['Suuri valopinta', 'Säädettävä kirkkaus ja ajastin'],
  },
  {
    id: 'beurer-tl-30',
    title: 'Beurer TL 30',
    brand: 'Beurer',
    category: 'Kirkasvalolamput',
    subjects: ['kirkasvalolamput'],
    store: 'verkkokauppa',
    description:
      '• Pieni ja kevyt LED-kirkasvalolamppu\n• Valmistajan ilmoittama valaistusvoimakkuus 10 000 luksia noin 10 cm:n etäisyydellä\n• Sopii työpöydälle ja matkalle\n• UV-vapaa valo',
    price: '49,90 €',
    rating: 3.7,
    highlights: ['Edullinen', 'Mahtuu pienelle pöydälle'],
  },
  {
    id: 'lumie-vitamin-l',
    title: 'Lumie Vitamin L',
    brand: 'Lumie',
    category: 'Kirkasvalolamput',
    subjects: ['kirkasvalolamput'],
    store: 'verkkokauppa',
    description:
      '• Ohut LED-kirkasvalolamppu\n• Noin 5 000 luksia 30 cm:n ja noin 2 500 luksia käsivarren mitan etäisyydellä\n• Voidaan asettaa pysty- tai vaaka-asentoon\n• Yksinkertainen käyttö yhdellä painikkeella',
    price: '119,00 €',
    rating: 4.1,
    highlights: ['Ohut ja helppo sijoittaa', 'Selkeä käyttö'],
  },
] satisfies Product[];
