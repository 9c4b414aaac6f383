export { ReviewError } from './ReviewError';
