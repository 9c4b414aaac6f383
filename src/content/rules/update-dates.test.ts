import { describe, expect, it } from 'vitest';
import { newestDependency, updateDateProblem, type DatedPage } from './update-dates';

const page = (updateDate: string, reads: string[], facts: string[] = []): DatedPage => ({
  updateDate,
  sources: reads.map((read, index) => ({ title: `Lähde ${index + 1}`, read })),
  facts: facts.map((checkedAt) => ({ product: 'tuote', checkedAt })),
});

describe('updateDateProblem', () => {
  it.each<[string, DatedPage, string | undefined]>([
    ['updated after every source was read', page('2026-11-27', ['2026-11-25', '2026-11-26']), undefined],
    ['updated the day the newest source was read', page('2026-11-26', ['2026-11-26']), undefined],
    [
      'a source read after the update',
      page('2025-03-12', ['2025-01-01', '2026-11-25']),
      'päivityspäivä 2025-03-12 on ennen kuin lähde "Lähde 2" luettiin 2026-11-25: siirrä päivityspäivä päivään, jona sivun sisältö muuttui',
    ],
    [
      'product facts read after the update',
      page('2026-11-20', ['2026-11-01'], ['2026-11-25']),
      'päivityspäivä 2026-11-20 on ennen kuin tuotteen tuote tiedot luettiin 2026-11-25: siirrä päivityspäivä päivään, jona sivun sisältö muuttui',
    ],
    [
      'an update after the build’s day',
      page('2026-12-01', []),
      'päivityspäivä 2026-12-01 on rakennuspäivän 2026-11-27 jälkeen: kirjoita päivä, jona sisältö muuttui',
    ],
    [
      'a shown fact sheet checked after the update',
      { ...page('2026-11-25', ['2026-11-25']), sheets: [{ sheet: 'kollageeni', reviewed: '2026-11-27' }] },
      'päivityspäivä 2026-11-25 on ennen kuin tietosivu kollageeni tarkistettiin 2026-11-27: siirrä päivityspäivä päivään, jona sivun sisältö muuttui',
    ],
    [
      'a shown fact sheet checked before the update',
      { ...page('2026-11-27', ['2026-11-25']), sheets: [{ sheet: 'kollageeni', reviewed: '2026-11-26' }] },
      undefined,
    ],
    ['nothing dated', { updateDate: '2025-01-07', sources: [{ title: 'x' }], facts: [] }, undefined],
    [
      'the newest source listed first',
      page('2025-03-12', ['2026-11-25', '2025-01-01']),
      'päivityspäivä 2025-03-12 on ennen kuin lähde "Lähde 1" luettiin 2026-11-25: siirrä päivityspäivä päivään, jona sivun sisältö muuttui',
    ],
    [
      'a source without a read day before one read after the update',
      { updateDate: '2026-11-20', sources: [{ title: 'x' }, { title: 'y', read: '2026-11-25' }], facts: [] },
      'päivityspäivä 2026-11-20 on ennen kuin lähde "y" luettiin 2026-11-25: siirrä päivityspäivä päivään, jona sivun sisältö muuttui',
    ],
  ])('%s', (_case, dated, problem) => {
    expect(updateDateProblem(dated, '2026-11-27')).toBe(problem);
  });
});

describe('newestDependency', () => {
  it.each<[string, DatedPage, { day: string; what: string } | undefined]>([
    ['nothing at all', { updateDate: '2026-11-27', sources: [], facts: [] }, undefined],
    [
      'a tie goes to the first: the source before the facts',
      page('2026-11-27', ['2026-11-25'], ['2026-11-25']),
      { day: '2026-11-25', what: 'lähde "Lähde 1" luettiin' },
    ],
  ])('%s', (_case, dated, newest) => {
    expect(newestDependency(dated)).toEqual(newest);
  });
});
