export { CategoryToggles, FilterButton, FilterButtonRow, ResultCount } from './Filters';
export { BrowserPage, FilteredByAddress } from './FilteredByAddress';
