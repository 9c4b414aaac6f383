/**
 * The header's and footer's links (spec §2), as the components receive them. The root route's loader builds them at
 * build time from the route registry's paths and labels (src/data/navigation.server.ts), so no label is typed twice and
 * none of it is in the JavaScript bundle.
 */

/** A link of a menu or of the footer. */
export interface NavLink {
  path: string;
  label: string;
}

/** A header entry: a page and, optionally, the pages of its submenu. */
export interface NavEntry {
  /** A stable key for the submenu's element ids. */
  key: string;
  link: NavLink;
  children: NavLink[];
}

/** The footer's link groups. */
export interface FooterLinks {
  site: NavLink[];
  topics: NavLink[];
  latestArticles: NavLink[];
}

/** Everything the header and the footer link to. */
export interface SiteNavigation {
  header: NavEntry[];
  footer: FooterLinks;
}
