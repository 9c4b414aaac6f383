import type { MetaDescriptor } from 'react-router';
import { findRoute } from '~/config/routes';
import { site } from '~/config/site';
import { pageMeta, type PageMetaInput } from '~/lib/page-meta';

/** Meta tags for a page of this site. */
export const siteMeta = (input: PageMetaInput): MetaDescriptor[] => pageMeta(site.name, input);

/** Meta tags for a registry page, from its title and description in the registry. */
export function registryMeta(pathname: string): MetaDescriptor[] {
  const entry = findRoute(pathname);
  if (!entry) return siteMeta({ title: 'Sivua ei löytynyt', noindex: true });
  return siteMeta({ title: entry.title ?? entry.label, description: entry.description, noindex: entry.noindex });
}
