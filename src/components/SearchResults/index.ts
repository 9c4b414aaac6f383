export { SearchResults } from './SearchResults';
