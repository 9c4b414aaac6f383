import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SummaryRow } from '~/data/article-view.server';
import { renderWithRouter } from '~/test/render';
import { SummaryTable } from './SummaryTable';

const row = (name: string, specs?: SummaryRow['specs']): SummaryRow => ({
  name,
  target: name.toLowerCase().replace(/\s/g, '-'),
  rating: 4,
  href: `https://kauppa.example/${name}`,
  storeName: 'Kauppa',
  ...(specs ? { specs } : {}),
});

describe('SummaryTable', () => {
  it('shows a device’s specs in columns of their own, after the shop and before the rating', () => {
    renderWithRouter(
      <SummaryTable
        rows={[
          row('Mittari A', [
            { heading: 'Mansetti', text: '22–42 cm' },
            { heading: 'Käyttäjiä', text: '2' },
          ]),
          row('Mittari B', [
            { heading: 'Mansetti', text: '22–32 cm' },
            { heading: 'Käyttäjiä', text: '1' },
          ]),
        ]}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tuote', 'Hinta', 'Kauppa', 'Mansetti', 'Käyttäjiä', 'Arvosana']);
    const second = within(table).getAllByRole('row')[2]!;
    // Price, shop, the two specs, rating.
    expect(
      within(second)
        .getAllByRole('cell')
        .slice(2, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['22–32 cm', '1']);
  });

  it('has no spec columns when the rows have no specs', () => {
    renderWithRouter(<SummaryTable rows={[row('Mittari A'), row('Mittari B')]} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Tuote',
      'Hinta',
      'Kauppa',
      'Arvosana',
    ]);
  });
});
