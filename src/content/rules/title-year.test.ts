import { describe, expect, it } from 'vitest';
import { typedYearMessage, typedYears, withYear } from './title-year';

describe('withYear and typedYears', () => {
  it.each([
    ['Paras kreatiini {vuosi} – vertailu', '2026-11-27', 'Paras kreatiini 2026 – vertailu'],
    ['Parhaat korvatulpat nukkumiseen {vuosi}', '2025-03-01', 'Parhaat korvatulpat nukkumiseen 2025'],
    ['Ilman vuotta', '2026-11-27', 'Ilman vuotta'],
  ])('%s on %s → %s', (title, updateDate, shown) => {
    expect(withYear(title, updateDate)).toBe(shown);
  });

  it.each([
    ['Paras kreatiini 2025 – vertailu', ['2025']],
    ['Vertailu 2024–2025', ['2024', '2025']],
    ['Paras kreatiini {vuosi}', []],
    ['Omega-3 1000 mg', []],
    ['Magnesium 20250 mg', []],
  ])('%s → %j', (title, years) => {
    expect(typedYears(title)).toEqual(years);
  });

  it('tells to write {vuosi} for a typed year', () => {
    expect(typedYearMessage('2025')).toBe(
      'vuosi 2025 on kirjoitettu otsikkoon: kirjoita {vuosi}, niin vuosi tulee päivityspäivästä (updateDate)',
    );
  });
});
