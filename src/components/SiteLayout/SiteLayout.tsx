import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Footer } from '~/components/Footer';
import { Header } from '~/components/Header';
import type { SiteNavigation } from '~/config/navigation';
import { useOpenInApp } from '~/hooks/useOpenInApp';
import { theme } from '~/styles/theme';

const SkipLink = styled.a`
  position: absolute;
  top: ${theme.space.xs};
  left: ${theme.space.xs};
  z-index: 100;
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  background: ${theme.colors.primary};
  color: #fff;
  font-weight: 600;
  border-radius: ${theme.radii.sm};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    color: #fff;
  }
`;

const Main = styled.main`
  display: block;
  min-height: 50vh;
  padding-top: ${theme.space.xl};
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;

  ${Main} {
    flex: 1;
  }
`;

/** The id of the main content, the skip link's target. */
export const mainContentId = 'paasisalto';

// useLayoutEffect warns when React renders on the server; prerendering renders there once per page.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Resets the scroll position to the top on every path change (spec §2) and turns the browser's own scroll restoration
 * off. A path with a #hash scrolls to its target instead. The page's first path is left alone: the browser has placed
 * it already (at the top or at its #hash), and a reader who scrolled before the page was hydrated stays where they are;
 * the reset would also cost hydration a layout of the whole page.
 */
function useScrollReset() {
  const { pathname, hash } = useLocation();
  const firstPath = useRef<string | null>(pathname);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // A marker that the page is interactive: tests wait for it instead of sleeping.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useBrowserLayoutEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only a new path resets; a hash change on the same page is an in-page jump that the browser scrolls smoothly.
  }, [pathname]);
}

/**
 * The root layout of every page: skip link, header, main content and footer, with the links the root loader gives. The
 * main content's plain links to the site's pages (in rich text and search results, written as HTML at build time or by
 * the search script) open in the app, as the <Link>s around them do.
 */
export function SiteLayout({ children, navigation }: { children: ReactNode; navigation: SiteNavigation }) {
  useScrollReset();
  const openInApp = useOpenInApp();
  return (
    <Page>
      <SkipLink href={`#${mainContentId}`}>Siirry pääsisältöön</SkipLink>
      <Header menu={navigation.header} />
      <Main id={mainContentId} tabIndex={-1} onClick={openInApp}>
        {children}
      </Main>
      <Footer links={navigation.footer} />
    </Page>
  );
}
