export { FilterButton, FilterButtonRow, ResultCount } from './Filters';
