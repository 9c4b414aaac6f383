export { InlineRichText, RichText } from './RichText';
