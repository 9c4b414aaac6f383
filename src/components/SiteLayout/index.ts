export { SiteLayout, mainContentId } from './SiteLayout';
