// npm start: builds the site when the build is missing or older than its sources, then serves it (never the dev server).
import { spawnSync } from 'node:child_process';
import { isBuildStale } from './lib/freshness.mjs';

const marker = 'build/client/index.html';
if (isBuildStale(process.cwd(), marker)) {
  console.log('Rakennetaan sivusto (build puuttuu tai on lähteitä vanhempi)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('./serve.mjs');
