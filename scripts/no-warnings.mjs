// Runs a build command and fails when its log has a warning: node scripts/no-warnings.mjs react-router build [...].
// `npm run dev` runs through it too, for the same filter (its warnings are listed when it stops).
// The log is passed through as it comes; the few known upstream lines (scripts/lib/build-log.mjs) are left out.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { classifyLine } from './lib/build-log.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Käyttö: node scripts/no-warnings.mjs <komento> [argumentit]');
  process.exit(2);
}

// The log passes through a pipe: keep its colours when it ends up in a terminal.
const colour = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
const child = spawn(command, args, {
  stdio: ['inherit', 'pipe', 'pipe'],
  env: { ...process.env, ...colour },
  shell: process.platform === 'win32',
});
const warnings = [];
const follow = (stream, out) =>
  new Promise((resolve) => {
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    lines.on('line', (line) => {
      const kind = classifyLine(line);
      if (kind === 'upstream') return;
      if (kind === 'warning') warnings.push(line);
      out.write(`${line}\n`);
    });
    lines.on('close', resolve);
  });

const [code] = await Promise.all([
  new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1))),
  follow(child.stdout, process.stdout),
  follow(child.stderr, process.stderr),
]);
if (code !== 0) process.exit(code);
if (warnings.length > 0) {
  console.error(`\n${command} ${args.join(' ')}: lokissa on ${warnings.length} varoitusta, korjaa ne:`);
  for (const line of warnings) console.error(`  ${line.trim()}`);
  process.exit(1);
}
