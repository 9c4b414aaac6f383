import { describe, expect, it } from 'vitest';
import { productSchema, type Product } from '../schemas/product';
import { stores } from '../stores';

/** Every category file under content/products/, as its exported arrays. */
const files = import.meta.glob<Record<string, Product[]>>(['./*.ts', '!./*.test.ts', '!./index.ts'], { eager: true });
const storeIds = new Set(stores.map((store) => store.id));

describe.each(Object.entries(files))('%s', (file, module) => {
  const products = Object.values(module).flat();

  it('has products', () => {
    expect(products.length).toBeGreaterThan(0);
  });

  it.each(products.map((product, index) => [product?.id ?? `#${index}`, product] as const))(
    '%s matches the product schema and names a known store',
    (_id, product) => {
      const parsed = productSchema.safeParse(product);
      expect(
        parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      ).toEqual([]);
      expect(storeIds.has(product.store), `store "${product.store}" in content/stores.ts`).toBe(true);
      if (product.productUrl) {
        const domain = stores.find((store) => store.id === product.store)?.domain;
        expect(new URL(product.productUrl).hostname, 'productUrl on the store domain').toBe(domain);
      }
      expect(product.description, 'bullet lines').toMatch(/^[•-] /m);
    },
  );
});
