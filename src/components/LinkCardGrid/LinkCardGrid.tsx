import { Link } from 'react-router';
import styled from 'styled-components';
import { theme } from '~/styles/theme';

/** One card: a title that links somewhere and a line of text. */
export interface LinkCard {
  to: string;
  title: string;
  text?: string;
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${theme.space.md};
`;

const Card = styled.li`
  position: relative;
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};

  &:hover {
    border-color: ${theme.colors.primary};
  }

  p {
    margin: ${theme.space.xs} 0 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const CardTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};

  a {
    text-decoration: none;
  }

  /* The whole card is the link's click area; keyboard users still meet one link. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

/** A grid of link cards; renders nothing when there are no cards. */
export function LinkCardGrid({ cards }: { cards: readonly LinkCard[] }) {
  if (cards.length === 0) return null;
  return (
    <Grid>
      {cards.map((card) => (
        <Card key={card.to}>
          <CardTitle>
            <Link to={card.to}>{card.title}</Link>
          </CardTitle>
          {card.text && <p>{card.text}</p>}
        </Card>
      ))}
    </Grid>
  );
}
