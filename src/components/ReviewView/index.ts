export { ReviewView } from './ReviewView';
