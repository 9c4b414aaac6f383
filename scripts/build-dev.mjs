// A development build (React's development runtime, which reports hydration mismatches) into build-dev/,
// used by the hydration test. It rebuilds only when the sources are newer than the last development build.
import { spawnSync } from 'node:child_process';
import { isBuildStale } from './lib/freshness.mjs';

const buildDir = 'build-dev';
if (!isBuildStale(process.cwd(), `${buildDir}/client/index.html`)) process.exit(0);
// Through scripts/no-warnings.mjs, like `npm run build`: a warning fails the build.
const result = spawnSync(
  process.execPath,
  ['scripts/no-warnings.mjs', 'node_modules/.bin/react-router', 'build', '--mode', 'development'],
  {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', BUILD_DIR: buildDir },
  },
);
process.exit(result.status ?? 1);
