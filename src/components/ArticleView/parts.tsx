import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { AdDisclosure, Notice } from '~/components/AdDisclosure';
import { Container } from '~/components/Container';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import type { Crumb } from '~/data/article-view.server';
import { formatDate } from '~/lib/format';
import { sponsoredLink, sponsoredLinkNote } from '~/lib/store-links';
import { theme } from '~/styles/theme';

/** The readable column of an article. */
export const Column = styled.article`
  max-width: ${theme.textWidth};

  h2 {
    margin-top: ${theme.space.xxl};
    scroll-margin-top: ${theme.space.md};
  }

  h3 {
    margin-top: ${theme.space.xl};
  }

  ul,
  ol {
    padding-left: 1.25rem;
  }

  li + li {
    margin-top: ${theme.space.xxs};
  }
`;

/** Content wider than the text column: grids and tables. */
export const Wide = styled.div`
  margin: ${theme.space.lg} 0;
  width: min(calc(100vw - 2rem), ${theme.contentWidth});
  max-width: calc(100vw - 2rem);
`;

const CrumbList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};

  li + li {
    margin-top: 0;
  }

  li + li::before {
    content: '›';
    margin-right: ${theme.space.xxs};
    color: ${theme.colors.textMuted};
  }
`;

/** Breadcrumbs: home › hub › this page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Murupolku">
      <CrumbList>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </CrumbList>
    </nav>
  );
}

const Updated = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** "Viimeksi päivitetty: 7.1.2025" */
export function LastUpdated({ date }: { date: string }) {
  return (
    <Updated>
      Viimeksi päivitetty: <time dateTime={date}>{formatDate(date)}</time>
    </Updated>
  );
}

/**
 * The frame of an article, a standalone comparison and a review: breadcrumbs, then the readable column that opens with
 * the h1, the last update and, on a page with store links, the advertising disclosure.
 */
export function ArticleFrame({
  crumbs,
  title,
  updateDate,
  hasStoreLinks = false,
  pricesNote,
  headingId = 'artikkelin-otsikko',
  children,
}: {
  crumbs: readonly Crumb[];
  title: string;
  updateDate?: string;
  hasStoreLinks?: boolean;
  /** When the prices the page's text writes are from (src/lib/offer-prices.ts `textPricesNote`). */
  pricesNote?: string;
  headingId?: string;
  children: ReactNode;
}) {
  return (
    <Container>
      <Breadcrumbs crumbs={crumbs} />
      <Column aria-labelledby={headingId}>
        <h1 id={headingId}>{title}</h1>
        {updateDate && <LastUpdated date={updateDate} />}
        {hasStoreLinks ? <AdDisclosure pricesNote={pricesNote} /> : pricesNote && <Notice>{pricesNote}</Notice>}
        {children}
      </Column>
    </Container>
  );
}

/** A shop link, opened in a new tab, its advertising told to a screen reader. */
export function SponsoredLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} {...sponsoredLink}>
      {children}
      <VisuallyHidden>{` ${sponsoredLinkNote}`}</VisuallyHidden>
    </a>
  );
}
