export { AdDisclosure, Notice } from './AdDisclosure';
