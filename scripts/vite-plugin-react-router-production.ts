import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Gives the browser bundle React Router's production build.
 *
 * Why: react-router's package exports point only at dist/development (remix-run/react-router#12532, #14102), so a
 * production bundle ships its development warnings and the code behind them. dist/production is the same code with
 * those switched off. Only the client build of production is redirected; the prerender keeps the package as it is.
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  const targets: Record<string, string> = {
    'react-router': path.join(dist, 'index.mjs'),
    'react-router/dom': path.join(dist, 'dom-export.mjs'),
  };
  let production = false;
  return {
    name: 'hyvinvointi:react-router-production',
    enforce: 'pre',
    configResolved(config) {
      production = config.command === 'build' && config.mode === 'production';
    },
    resolveId(source) {
      if (!production || this.environment?.name !== 'client') return null;
      return targets[source] ?? null;
    },
  };
}
