export { ReviewCard } from './ReviewCard';
