import styled, { css } from 'styled-components';

/** Text for screen readers only: present in the accessibility tree, invisible on screen. */
export const visuallyHiddenStyles = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHiddenStyles}
`;
