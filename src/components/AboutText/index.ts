export { AboutText } from './AboutText';
