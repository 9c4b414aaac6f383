import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router';
import { ErrorView } from '~/components/ErrorView';
import { SiteLayout, mainContentId } from '~/components/SiteLayout';
import type { SiteNavigation } from '~/config/navigation';
import { navigationData } from '~/data/navigation.server';
import { NotFound } from '~/components/NotFound';
import bodyFontHref from '@fonts/inter-400.woff2?url';
import labelFontHref from '@fonts/inter-600.woff2?url';
import headingFontHref from '@fonts/source-serif-4-700.woff2?url';
import { GlobalStyle } from '~/styles/GlobalStyle';
import { theme } from '~/styles/theme';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The body text, the menu and button labels, and the headings are on every first screen: their fonts are fetched at
  // once, so that swapping them in does not shift the header (the menu's labels are Inter 600).
  { rel: 'preload', href: bodyFontHref, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: labelFontHref, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: headingFontHref, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/** The HTML document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="fi">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme.colors.primary} />
        {/* No first paint before the header is parsed whole (until the main content starts): a paint of part of the
            menu bar moved it when the other entries arrived, a layout shift on a slow CPU. */}
        <link rel="expect" href={`#${mainContentId}`} blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** Build-time: the header's and footer's links, from the route registry. Every page's HTML carries them. */
export function loader() {
  return { navigation: navigationData() };
}

/** The links never change while the site runs: client navigation does not fetch them again. */
export const shouldRevalidate = () => false;

const noLinks: SiteNavigation = { header: [], footer: { site: [], topics: [], latestArticles: [] } };

/** The global styles and the layout of header, main area and footer. */
function Shell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <>
      {/* The global styles are in every prerendered page's stylesheet and never change, so only the prerender renders
          them: the browser needs no code for them (docs/decisions/008-styles-without-rehydration.md). */}
      {import.meta.env.SSR && <GlobalStyle />}
      <SiteLayout navigation={data?.navigation ?? noLinks}>{children}</SiteLayout>
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Anything unexpected: a Finnish message inside the layout instead of a blank page. */
export function ErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound />
      </Shell>
    );
  }
  return (
    <Shell>
      <title>Jokin meni vikaan</title>
      <meta name="robots" content="noindex" />
      <ErrorView
        heading="Jokin meni vikaan"
        message="Sivun näyttämisessä tapahtui odottamaton virhe. Lataa sivu uudelleen tai jatka alla olevista linkeistä."
        links={[
          { to: '/', label: 'Etusivulle' },
          { to: '/vertailut', label: 'Vertailut' },
          { to: '/tuotearvostelut', label: 'Tuotearvostelut' },
        ]}
      />
    </Shell>
  );
}
