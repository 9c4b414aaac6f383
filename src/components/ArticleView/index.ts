export { ArticleView } from './ArticleView';
export { StandaloneView } from './StandaloneView';
