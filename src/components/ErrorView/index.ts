export { ErrorView, type ErrorViewLink } from './ErrorView';
