// styled-components' private sheet API that the client entry relies on (decision 008): `__PRIVATE__.mainSheet` and
// what its `hasNameForId` decides. This fails on a styled-components version that drops or changes them, in the unit
// tests, before the e2e test of hydration's styles (e2e/page-styles.pages.spec.ts) would.
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import styled, { __PRIVATE__, ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { adoptPageStyles } from './page-styles';

/** The class name a component gets for its rules, read from a render on a server sheet of its own. */
function nameOf(element: React.ReactElement): string {
  const sheet = new ServerStyleSheet();
  const html = renderToString(sheet.collectStyles(element));
  sheet.seal();
  return html.match(/class="[\w-]+ ([A-Za-z]+)"/)![1]!;
}

const injected = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('');

describe('styled-components’ private sheet API', () => {
  it('still exports the main sheet with hasNameForId', () => {
    expect(typeof __PRIVATE__.mainSheet.hasNameForId).toBe('function');
  });

  it('inserts no rules for a name the page’s stylesheet has, and still inserts the others', () => {
    const Adopted = styled.p`
      color: rgb(1, 2, 3);
    `;
    const Other = styled.p`
      color: rgb(4, 5, 6);
    `;
    const adopted = nameOf(<Adopted />);
    const other = nameOf(<Other />);
    const pageStyles = document.createElement('style');
    pageStyles.textContent = `.${adopted}{color:rgb(1, 2, 3);}`;
    adoptPageStyles(__PRIVATE__.mainSheet, pageStyles);

    render(
      <>
        <Adopted />
        <Other />
      </>,
    );
    expect(injected()).not.toContain(`.${adopted}`);
    expect(injected()).toContain(`.${other}`);
  });
});
