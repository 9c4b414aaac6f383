export { AboutText, aboutTitle } from './AboutText';
