export { SearchResultPrototypes } from './SearchResultCard';
