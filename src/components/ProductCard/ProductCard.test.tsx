import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sponsoredLinkNote } from '~/lib/store-links';
import { renderWithRouter } from '~/test/render';
import { ProductCard } from './ProductCard';
import type { ProductCardData } from '~/data/cards';

const base: ProductCardData = {
  id: 'loop-quiet-2',
  title: 'Loop Quiet 2',
  href: 'https://www.verkkokauppa.com/fi/search?query=Loop%20Quiet%202',
  storeName: 'Verkkokauppa.com',
  priceNote: 'katso hinta kaupasta',
  otherOffers: [],
  image: { src: '/images/categories/uni.svg', alt: 'Loop Quiet 2', fallbackSrc: '/images/categories/uni.svg' },
  description: ['Silikonitulpat', 'Pehmeät kärjet'],
  highlights: [],
};

describe('ProductCard offers', () => {
  it.each<[string, Partial<ProductCardData>, string, string | undefined]>([
    [
      'a price checked at the shop',
      { price: '24,95 €', priceNote: 'hinta tarkistettu 20.11.2026' },
      'Kauppa: Verkkokauppa.com · hinta tarkistettu 20.11.2026',
      '24,95 €',
    ],
    [
      'a price the editors entered',
      { price: '24,95 €', priceNote: 'hinta kirjattu 24.11.2026, ei tarkistettu kaupasta' },
      'Kauppa: Verkkokauppa.com · hinta kirjattu 24.11.2026, ei tarkistettu kaupasta',
      '24,95 €',
    ],
    ['no current price', {}, 'Kauppa: Verkkokauppa.com · katso hinta kaupasta', undefined],
    [
      'out of stock',
      { price: '24,95 €', priceNote: 'hinta tarkistettu 20.11.2026', stock: 'loppu varastosta' },
      'Kauppa: Verkkokauppa.com · hinta tarkistettu 20.11.2026 · loppu varastosta',
      '24,95 €',
    ],
  ])('%s', (_, change, shopLine, price) => {
    renderWithRouter(<ProductCard product={{ ...base, ...change }} />);
    expect(screen.getByText(/^Kauppa:/)).toHaveTextContent(new RegExp(`^${shopLine.replace(/[.()]/g, '\\$&')}$`));
    if (price) expect(screen.getByText(price, { exact: true })).toBeInTheDocument();
    else expect(screen.queryByText(/€/)).toBeNull();
  });

  it('lists the other shops as sponsored links of their own, in the order given', () => {
    renderWithRouter(
      <ProductCard
        product={{
          ...base,
          price: '24,95 €',
          otherOffers: [
            {
              storeName: 'Gigantti',
              href: 'https://www.gigantti.fi/search?q=Loop',
              price: '26,90 €',
              priceNote: 'hinta tarkistettu 25.11.2026',
            },
            { storeName: 'Power', href: 'https://www.power.fi/haku/?q=Loop' },
            {
              storeName: 'Tokmanni',
              href: 'https://www.tokmanni.fi/haku?q=Loop',
              price: '19,90 €',
              priceNote: 'hinta tarkistettu 25.11.2026',
              stock: 'loppu varastosta',
            },
          ],
        }}
      />,
    );
    const others = within(screen.getByText(/^Muut kaupat:/)).getAllByRole('link');
    expect(others.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      [
        `Gigantti 26,90 € ${sponsoredLinkNote}`,
        'https://www.gigantti.fi/search?q=Loop',
        'sponsored noopener noreferrer',
      ],
      [`Power ${sponsoredLinkNote}`, 'https://www.power.fi/haku/?q=Loop', 'sponsored noopener noreferrer'],
      [`Tokmanni 19,90 € ${sponsoredLinkNote}`, 'https://www.tokmanni.fi/haku?q=Loop', 'sponsored noopener noreferrer'],
    ]);
    expect(others.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
    // Each shop's price says when it is from, and a shop out of stock says so.
    expect(screen.getByText(/^Muut kaupat:/).textContent!.replaceAll(` ${sponsoredLinkNote}`, '')).toBe(
      'Muut kaupat: Gigantti 26,90 € (hinta tarkistettu 25.11.2026), Power, Tokmanni 19,90 € (hinta tarkistettu 25.11.2026, loppu varastosta)',
    );
  });

  it('has no other-shops line for a product sold by one shop', () => {
    renderWithRouter(<ProductCard product={base} />);
    expect(screen.queryByText(/^Muut kaupat:/)).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([base.href]);
  });
});
