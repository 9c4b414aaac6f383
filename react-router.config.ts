import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/config/routes';

export default {
  appDirectory: 'src',
  // A development build (scripts/build-dev.mjs) goes to its own folder so it never replaces the production build.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: () => prerenderPaths(),
  // React Router v8's behaviour, opted into now so that the build prints no future-flag warnings.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
