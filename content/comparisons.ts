import type { ComparisonEntry } from './schemas/comparison.ts';

/** The 20 registered comparisons (spec §3) that the comparisons index lists, in this order. */
export const comparisonRegistry = [
  { id: 'kreatiini' },
  { id: 'melatoniinivertailu' },
  { id: 'retinoliseerumi' },
  { id: 'punavalolaitteet' },
  { id: 'magnesium' },
  { id: 'omega3' },
  { id: 'dvitamiini' },
  { id: 'lisäravinne-50-vuotiaille' },
  { id: 'elektrolyyttijauhe' },
  { id: 'kollageenivalmiste' },
  { id: 'unenseurantalaitteet' },
  { id: 'tyynyt' },
  { id: 'korvatulpat' },
  { id: 'unimaskit' },
  { id: 'kirkasvalolamppu' },
  { id: 'alykello' },
  { id: 'alyvaaka' },
  { id: 'verenpainemittarit' },
  { id: 'aurinkovoide' },
  { id: 'laboratoriotesti' },
] satisfies ComparisonEntry[];
