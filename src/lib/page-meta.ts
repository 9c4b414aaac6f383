import type { MetaDescriptor } from 'react-router';

/** What a page says about itself in its <head>. */
export interface PageMetaInput {
  /** The page's own title; the site's name is appended. */
  title: string;
  /** The meta description, when the page has one. */
  description?: string;
  /** Ask search engines not to index the page. */
  noindex?: boolean;
}

/** Meta tags for a page: "{title} | {siteName}", the description and, where asked, robots noindex. */
export function pageMeta(siteName: string, { title, description, noindex }: PageMetaInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: `${title} | ${siteName}` }];
  if (description) tags.push({ name: 'description', content: description });
  if (noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
