export { CardBody, CardCategory, CardDescription, CardFrame, CardGrid, CardTitle, HighlightList } from './Card';
