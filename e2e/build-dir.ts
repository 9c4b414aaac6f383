import path from 'node:path';

/**
 * The build the file-reading specs check: `build/` for the test suite, or the artifact the deploy gate was given
 * (DEPLOY_GATE_BUILD, set by scripts/deploy-gate.mjs), so the same checks run on exactly what is deployed.
 */
export const buildDir = path.resolve(process.env.DEPLOY_GATE_BUILD || 'build');

/** The served site of that build. */
export const clientDir = path.join(buildDir, 'client');
