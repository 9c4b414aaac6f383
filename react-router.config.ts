import type { Config } from '@react-router/dev/config';
import path from 'node:path';
import { minifyBootstrapsIn } from './scripts/lib/bootstrap-minify';
import { moveHydrationDataIn } from './scripts/lib/hydration-data';
import { prerenderPaths } from './src/config/routes';

export default {
  appDirectory: 'src',
  // A development build (scripts/build-dev.mjs) goes to its own folder so it never replaces the production build.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: () => prerenderPaths(),
  // Every prerendered page's loader data for hydration goes into a file of its own, out of the HTML that the first
  // paint waits for (docs/decisions/007-hydration-data-out-of-the-html.md), and its bootstrap is minified.
  buildEnd: ({ reactRouterConfig }) => {
    const clientDir = path.resolve(reactRouterConfig.buildDirectory, 'client');
    moveHydrationDataIn(clientDir);
    minifyBootstrapsIn(clientDir);
  },
  // React Router v8's behaviour, opted into now; each flag is set, so the build prints no future-flag warnings.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Loaders read the normalized `url` argument, not `request.url`.
    v8_passThroughRequests: true,
    // Off: the prerenderer asks for every page as "/path/", and with this flag React Router keeps that slash, so the
    // prerendered HTML would be rendered for "/lisaravinteet/" and hydrate as "/lisaravinteet" (a mismatch). The site
    // has one URL form, without the slash (docs/deploy.md).
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
