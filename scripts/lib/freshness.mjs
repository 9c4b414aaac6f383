// Tells whether a build is older than the files it is built from.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Folders and files whose changes call for a new build: the site's code, content and static files, the build's own
 * scripts (postbuild with its sitemap and deploy headers, the Vite plugins) and the configs. Test files are left out:
 * they are not part of the build.
 */
export const buildInputs = [
  'src',
  'content',
  'public',
  'scripts',
  'package.json',
  'package-lock.json',
  // npm's own record of the installed packages: after `npm ci` with other versions the build is redone.
  'node_modules/.package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  // Vite's .env files, for both modes.
  ...['', '.local', '.production', '.production.local', '.development', '.development.local'].map(
    (end) => `.env${end}`,
  ),
];

const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** The newest modification time (ms) of a file or of any file under a folder, tests aside; 0 when it does not exist. */
export function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return isTestFile(target) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `marker` (a file the build writes) is missing or older than any of the inputs under `cwd`. */
export function isBuildStale(cwd, marker, inputs = buildInputs) {
  const built = newestMtime(path.join(cwd, marker));
  if (built === 0) return true;
  return inputs.some((input) => newestMtime(path.join(cwd, input)) > built);
}
