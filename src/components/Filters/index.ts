export { CategoryToggles, FilterButton, FilterButtonRow, ResultCount } from './Filters';
