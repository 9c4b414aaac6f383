import styled from 'styled-components';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import type { ProductFactsView } from '~/data/article-view.server';
import { formatDate } from '~/lib/format';
import { unknownFact } from '~/lib/product-facts';
import { theme } from '~/styles/theme';

/** A product's "Tuotetiedot": the label facts as a two-column list, with where and when they were read. */
const FactsBox = styled.div`
  margin: ${theme.space.md} 0;
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.sm};

  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.md};
  }

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${`${theme.space.xxs} ${theme.space.md}`};
    margin: 0;
  }

  dl > div {
    display: contents;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }

  p {
    margin: ${theme.space.xs} 0 0;
    color: ${theme.colors.textMuted};
  }

  a {
    overflow-wrap: anywhere;
  }
`;

/** The label facts of a product section, with their source and the day they were read. */
export function ProductFacts({ facts, headingId }: { facts: ProductFactsView; headingId: string }) {
  const host = new URL(facts.source).hostname.replace(/^www\./, '');
  return (
    <FactsBox>
      <h3 id={headingId}>Tuotetiedot</h3>
      <dl aria-labelledby={headingId}>
        {facts.rows.map((row) => (
          <div key={row.label + row.value}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p>
        Lähde:{' '}
        <a href={facts.source} target="_blank" rel="noopener noreferrer">
          {host}
          <VisuallyHidden> (avautuu uuteen välilehteen)</VisuallyHidden>
        </a>
        , luettu {formatDate(facts.checked)}.
        {facts.rows.some((row) => row.value === unknownFact) &&
          ' Tieto, jota lähteestä ei löytynyt, on merkitty viivalla.'}
      </p>
    </FactsBox>
  );
}
