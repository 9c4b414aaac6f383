import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/config/routes';

export default {
  appDirectory: 'src',
  // A development build (scripts/build-dev.mjs) goes to its own folder so it never replaces the production build.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
