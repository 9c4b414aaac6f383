export { ProductCard } from './ProductCard';
export type { ProductCardData } from './types';
