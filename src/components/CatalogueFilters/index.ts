export { CatalogueFilters } from './CatalogueFilters';
