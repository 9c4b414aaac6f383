import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from './root';

function Broken(): never {
  throw new Error('odottamaton');
}

function renderError(Component: () => never) {
  const Stub = createRoutesStub([
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the boundary's route props are not needed here
    { path: '/', Component, ErrorBoundary: ErrorBoundary as any },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('the root error boundary', () => {
  it('shows a Finnish message inside the layout for anything unexpected', async () => {
    const silence = console.error;
    console.error = () => {};
    try {
      renderError(Broken);
      expect(await screen.findByRole('heading', { level: 1, name: 'Jokin meni vikaan' })).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Etusivulle' })).toHaveAttribute('href', '/');
      expect(screen.queryByText('odottamaton')).not.toBeInTheDocument();
    } finally {
      console.error = silence;
    }
  });
});
