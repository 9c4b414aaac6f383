export { CardFrame, CardGrid, HighlightList } from './Card';
