import { CardGrid } from '~/components/Card';
import { ProductCard } from '~/components/ProductCard';
import type { ProductCardData } from '~/data/cards';

/** A grid of product cards; renders nothing when it has no cards (spec §2: the grid is hidden then). */
export function ProductGrid({ products, label }: { products: readonly ProductCardData[]; label?: string }) {
  if (products.length === 0) return null;
  return (
    <CardGrid aria-label={label}>
      {products.map((product) => (
        <li key={`${product.id}:${product.href}`}>
          <ProductCard product={product} />
        </li>
      ))}
    </CardGrid>
  );
}
