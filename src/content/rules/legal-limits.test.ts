import { describe, expect, it } from 'vitest';
import { exceedsMessage, limitStatus, type LimitedIngredient, type LimitedProduct } from './legal-limits';

const retinol: LimitedIngredient = {
  sheet: 'retinoli',
  names: ['retinoli', 'retinyyliasetaatti', 'retinyylipalmitaatti'],
  limits: [{ products: 'kasvo- ja käsituotteet', subjects: ['retinoli'], maxPercent: 0.3, from: '2025-11-01' }],
};
const serum = (percent?: number, name = 'retinoli'): LimitedProduct => ({
  subjects: ['retinoli'],
  ...(percent !== undefined ? { facts: { concentrations: [{ name, percent }] } } : {}),
});

describe('limitStatus: a product against the limits in force on the build’s day', () => {
  it.each<[string, LimitedProduct, string, string]>([
    ['1 % retinol after the limit’s day', serum(1), '2026-11-27', 'exceeds'],
    ['0.5 % on the limit’s first day', serum(0.5), '2025-11-01', 'exceeds'],
    ['0.5 % the day before the limit', serum(0.5), '2025-10-31', 'none'],
    ['exactly 0.3 %', serum(0.3), '2026-11-27', 'meets'],
    ['0.2 % retinyl palmitate, named as on the label', serum(0.2, 'Retinyylipalmitaatti'), '2026-11-27', 'meets'],
    ['no concentration stated', serum(), '2026-11-27', 'unknown'],
    [
      'another subject',
      { subjects: ['aurinkovoiteet'], facts: { concentrations: [{ name: 'retinoli', percent: 1 }] } },
      '2026-11-27',
      'none',
    ],
    ['facts without concentrations', { subjects: ['retinoli'], facts: {} }, '2026-11-27', 'unknown'],
  ])('%s → %s', (_case, product, today, status) => {
    expect(limitStatus(product, [retinol], today).status).toBe(status);
  });

  it.each<[string, string[], string]>([
    ['one of the limit’s subjects applies it', ['retinoli'], 'exceeds'],
    ['a product with another subject only', ['aurinkovoiteet'], 'none'],
  ])('%s', (_case, subjects, status) => {
    const twoSubjects: LimitedIngredient = {
      ...retinol,
      limits: [{ ...retinol.limits[0]!, subjects: ['retinoli', 'vartalovoiteet'] }],
    };
    const product = { subjects, facts: { concentrations: [{ name: 'retinoli', percent: 1 }] } };
    expect(limitStatus(product, [twoSubjects], '2026-11-27').status).toBe(status);
  });

  it('names the limit it breaks', () => {
    const status = limitStatus(serum(1), [retinol], '2026-11-27');
    expect(
      status.status === 'exceeds' &&
        exceedsMessage('Paras kokonaisuus', 'Paula’s Choice Clinical 1% Retinol Treatment', status),
    ).toBe(
      '"Paras kokonaisuus" on Paula’s Choice Clinical 1% Retinol Treatment, jonka pitoisuus 1 % ylittää rajan 0,3 % (kasvo- ja käsituotteet, 1.11.2025 alkaen; tietosivu retinoli): rajan ylittävä tuote ei voi olla valinta',
    );
  });
});
