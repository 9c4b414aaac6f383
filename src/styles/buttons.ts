import { css } from 'styled-components';
import { theme } from './theme';

/** A link drawn as a solid button in the brand green or the call-to-action accent; size and spacing are the caller's. */
export const solidButton = (tone: 'primary' | 'accent') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${theme.radii.md};
  background: ${theme.colors[tone]};
  color: #fff;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${tone === 'primary' ? theme.colors.primaryStrong : theme.colors.accentStrong};
    color: #fff;
  }
`;

/**
 * For the one link of a card: its click area covers the whole card (the card is `position: relative`), so a click
 * anywhere opens it and a keyboard meets one link; the card draws the focus ring.
 */
export const coversCard = css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;
