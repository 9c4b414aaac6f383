// React Router's default client entry, with one step before hydrating: styled-components adopts the page's prerendered
// stylesheet instead of adding its rules again (src/lib/page-styles.ts, decision 008).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { __PRIVATE__ } from 'styled-components';
import { adoptPageStyles, pageStylesAttribute } from '~/lib/page-styles';

adoptPageStyles(__PRIVATE__.mainSheet, document.querySelector(`style[${pageStylesAttribute}]`));

// StrictMode only adds development checks; the production build leaves it out, and its bytes with it.
startTransition(() => {
  hydrateRoot(
    document,
    import.meta.env.DEV ? (
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    ) : (
      <HydratedRouter />
    ),
  );
});
