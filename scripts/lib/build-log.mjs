// Reads a build's log for warnings: the build is to print none (a warning today is a broken build tomorrow).

/**
 * Lines that upstream code prints and this project cannot change, each with the reason. Keep this list short and
 * remove an entry when its cause is gone.
 */
export const knownUpstreamLines = [
  {
    line: 'The `envFile` option is deprecated, please use `envDir: false` instead.',
    // React Router 7.18's config loader starts its own Vite server with `envFile: false` and no plugins, so neither
    // vite.config.ts nor a plugin can reach it (scripts/vite-plugin-env-dir.ts fixes the other one it starts).
    // React Router 8 passes `envDir: false`; the project stays on 7 for now (docs/testing.md, "Runtime and dependencies").
    why: 'React Router 7.18 config loader (fixed in React Router 8)',
  },
];

// Vite marks its warnings with "(!)", Rolldown with "WARN" or a code in brackets ("[PLUGIN_TIMINGS] …"), React
// Router with "⚠️ Future Flag Warning".
const warningPattern = /\bwarn(ing)?s?\b|deprecat|future flag|⚠|^\(!\)/i;
const rolldownCode = /^\[[A-Z][A-Z_]+\] /;
// ANSI colour codes, so that a coloured "WARN" is seen as one.
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * What one line of a build log is.
 *
 * @param {string} raw a line as printed, possibly with colour codes
 * @returns {'upstream' | 'warning' | 'ok'}
 */
export function classifyLine(raw) {
  const line = raw.replace(ansi, '').trim();
  if (knownUpstreamLines.some((known) => known.line === line)) return 'upstream';
  return warningPattern.test(line) || rolldownCode.test(line) ? 'warning' : 'ok';
}
