export { ArticleCard, type ArticleCardData } from './ArticleCard';
