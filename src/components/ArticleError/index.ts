export { ArticleError } from './ArticleError';
