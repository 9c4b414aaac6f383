import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '~/styles/theme';

/** Shows the current location so that tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Sijainti">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a component inside the theme and a router at `path`; every other path renders only the probe. */
export function renderWithRouter(ui: ReactElement, path = '/') {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <ThemeProvider theme={theme}>
          {ui}
          <LocationProbe />
        </ThemeProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
