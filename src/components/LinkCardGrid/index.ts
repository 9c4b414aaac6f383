export { LinkCardGrid, type LinkCard } from './LinkCardGrid';
