// Build-time only: the header's and footer's links (spec §2) by path; their labels come from the route registry.
import type { NavEntry, NavLink, SiteNavigation } from '~/config/navigation';
import { routeFor } from '~/config/routes';
import { ProblemError } from '~/lib/problem';

/** The header's entries and submenus exactly as spec §2 lists them. */
const headerPaths: readonly { key: string; path: string; children: readonly string[] }[] = [
  {
    key: 'lisaravinteet',
    path: '/lisaravinteet',
    children: [
      '/vitamiinit-ja-kivennaisaineet',
      '/adaptogeenit',
      '/proteiinijauheet',
      '/superfoodit',
      '/elektrolyytit',
    ],
  },
  { key: 'liikunta', path: '/liikunta', children: ['/kotitreeniohjelma', '/palautuminen', '/liikkujan-lisaravinteet'] },
  {
    key: 'terveysteknologia',
    path: '/terveysteknologia',
    children: ['/punavalo', '/kirkasvalot', '/alykello-vai-aktiivisuusranneke', '/epigeneettiset-ikatestit'],
  },
  {
    key: 'kauneus',
    path: '/kauneus',
    children: ['/luonnonkosmetiikka', '/anti-aging', '/kauneuden-hoito-ravintolisilla'],
  },
  { key: 'uni', path: '/uni', children: ['/unenlaatu', '/melatoniini', '/unen-mittaaminen', '/rentoutuminen'] },
  { key: 'tuotearvostelut', path: '/tuotearvostelut', children: [] },
  { key: 'vertailut', path: '/vertailut', children: [] },
];

/** The footer's link groups (spec §2, "Footer"). */
const footerPaths = {
  site: ['/', '/tuotearvostelut', '/vertailut', '/tietoa'],
  latestArticles: ['/paras-punavalo', '/articles/vertailut/mikroneulauslaitteet', '/paras-retinoliseerumi'],
} as const;

/** A registry page as a link under its registry label; a path the registry lacks stops the build. */
function link(path: string): NavLink {
  const entry = routeFor(path);
  if (!entry.label)
    throw new ProblemError({
      file: 'src/config/routes.ts',
      entry: path,
      field: 'label',
      message: 'sivulla ei ole nimeä valikkoon (label sisällön etuosassa tai reittirekisterissä)',
    });
  return { path: entry.path, label: entry.label };
}

/** The header's and the footer's links, for the root route's loader. */
export function navigationData(): SiteNavigation {
  const header: NavEntry[] = headerPaths.map((entry) => ({
    key: entry.key,
    link: link(entry.path),
    children: entry.children.map(link),
  }));
  return {
    header,
    footer: {
      site: footerPaths.site.map(link),
      topics: header.slice(0, 5).map((entry) => entry.link),
      latestArticles: footerPaths.latestArticles.map(link),
    },
  };
}

/** A hub's topics: its submenu in the header. */
export const hubTopics = (path: string): NavLink[] =>
  navigationData().header.find((entry) => entry.link.path === path)?.children ?? [];
