import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub, useLocation } from 'react-router';

/** Shows the current location so that tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Sijainti">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a component inside a router at `path`; every other path renders only the probe. */
export function renderWithRouter(ui: ReactElement, path = '/') {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <>
          {ui}
          <LocationProbe />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
