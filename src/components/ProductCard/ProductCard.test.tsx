import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { ProductCard } from './ProductCard';
import type { ProductCardData } from '~/data/cards';

const base: ProductCardData = {
  id: 'loop-quiet-2',
  title: 'Loop Quiet 2',
  href: 'https://www.verkkokauppa.com/fi/search?query=Loop%20Quiet%202',
  storeName: 'Verkkokauppa.com',
  otherOffers: [],
  image: { src: '/images/categories/uni.svg', alt: 'Loop Quiet 2', fallbackSrc: '/images/categories/uni.svg' },
  description: ['Silikonitulpat', 'Pehmeät kärjet'],
  highlights: [],
};

describe('ProductCard offers', () => {
  it.each<[string, Partial<ProductCardData>, string]>([
    [
      'a price read on a known day',
      { price: '24,95 €', checkedAt: '2026-11-20' },
      'Kauppa: Verkkokauppa.com · hinta tarkistettu 20.11.2026',
    ],
    ['a price without its day', { price: '24,95 €' }, 'Kauppa: Verkkokauppa.com'],
    ['a day without a price says nothing of it', { checkedAt: '2026-11-20' }, 'Kauppa: Verkkokauppa.com'],
  ])('%s', (_, change, shopLine) => {
    renderWithRouter(<ProductCard product={{ ...base, ...change }} />);
    expect(screen.getByText(/^Kauppa:/)).toHaveTextContent(new RegExp(`^${shopLine.replace(/[.()]/g, '\\$&')}$`));
  });

  it('lists the other shops as sponsored links of their own, in the order given', () => {
    renderWithRouter(
      <ProductCard
        product={{
          ...base,
          price: '24,95 €',
          otherOffers: [
            { storeName: 'Gigantti', href: 'https://www.gigantti.fi/search?q=Loop', price: '26,90 €' },
            { storeName: 'Power', href: 'https://www.power.fi/haku/?q=Loop' },
          ],
        }}
      />,
    );
    const others = within(screen.getByText(/^Muut kaupat:/)).getAllByRole('link');
    expect(others.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      [
        'Gigantti 26,90 € (mainoslinkki, avautuu uuteen välilehteen)',
        'https://www.gigantti.fi/search?q=Loop',
        'sponsored noopener noreferrer',
      ],
      [
        'Power (mainoslinkki, avautuu uuteen välilehteen)',
        'https://www.power.fi/haku/?q=Loop',
        'sponsored noopener noreferrer',
      ],
    ]);
    expect(others.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
  });

  it('has no other-shops line for a product sold by one shop', () => {
    renderWithRouter(<ProductCard product={base} />);
    expect(screen.queryByText(/^Muut kaupat:/)).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([base.href]);
  });
});
