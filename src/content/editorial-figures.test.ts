import { describe, expect, it } from 'vitest';
import { findDocument } from './collections.server';

// Spec §9: the editorial figures inside article texts, each in the article that the spec's data set gives it, written
// the Finnish way (decimal comma, en dash, a space before units and between thousands).
const figures: { figure: string; id: string; review?: boolean; texts: string[] }[] = [
  { figure: 'ashwagandha 300–600 mg per day', id: 'ashwagandha', texts: ['300–600 mg'] },
  { figure: 'omega-3 250–500 mg EPA and DHA per day', id: 'omega-3', texts: ['250–500 mg', 'EPA', 'DHA'] },
  { figure: 'melatonin 0.3–2 mg', id: 'melatoniinivertailu', texts: ['0,3–2 mg'] },
  { figure: 'melatonin 0.5–1 mg (another article)', id: 'melatoniini', texts: ['0,5–1 mg'] },
  { figure: 'vitamin D 10 µg a day, blood level 75–120 nmol/l', id: 'd-vitamiini', texts: ['10 µg', '75–120 nmol/l'] },
  { figure: 'vitamin D 20–50 µg (another article)', id: 'dvitamiini', texts: ['20–50 µg'] },
  { figure: 'creatine 3–5 g per day', id: 'kreatiini', texts: ['3–5 g'] },
  {
    figure: 'protein 1.2–2.0 g per kg a day, 20–30 g a serving',
    id: 'proteiinijauheet',
    texts: ['1,2–2,0 g', '20–30 g'],
  },
  {
    figure: 'bright light 2,500–10,000 lux, morning 6–10, 20–30 min, 30–50 cm',
    id: 'kirkasvalo',
    texts: ['2 500–10 000 luksia', 'klo 6–10', '20–30 min', '30–50 cm'],
  },
  {
    figure: 'red light 630–660 and 810–850 nm, 10–30 cm, 10–20 min, 3–6 times a week',
    id: 'punavalo',
    texts: ['630–660', '810–850 nm', '10–30 cm', '10–20 min', '3–6 kertaa'],
  },
  {
    figure: 'Oura about 320–400 EUR plus about 6 EUR a month',
    id: 'oura-sormus',
    review: true,
    texts: ['320–400 €', '6 € kuukaudessa'],
  },
  { figure: 'sleep room 18–20 C', id: 'unenlaatu', texts: ['18–20 °C'] },
];

describe.each(figures)('$figure', ({ id, review, texts }) => {
  it.each(texts)(`is in ${id}: %s`, (text) => {
    const doc = findDocument(id);
    expect(doc?.kind, `${review ? 'review' : 'article'} ${id}`).toBe(review ? 'review' : 'article');
    expect(doc?.text).toContain(text);
  });
});
