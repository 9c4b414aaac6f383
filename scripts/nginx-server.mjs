// Serves a built site with the production nginx config (deploy/nginx/hyvinvointivertailu.conf), for the e2e tests:
// node scripts/nginx-server.mjs [--build build] [--port 4180]. Needs Debian's nginx and its brotli_static module.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { build: { type: 'string', default: 'build' }, port: { type: 'string', default: '4180' } },
});
const buildDir = path.resolve(values.build);
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

// The test harness installs nothing: .ci/run installs nginx on CI, a contributor installs it once (docs/testing.md).
if (!has('nginx') || !existsSync(brotliModule)) {
  console.error(
    'nginx tai sen brotli_static-moduuli puuttuu: asenna Debianin paketit nginx ja libnginx-mod-http-brotli-static ' +
      '(nginx-projektin testit tarvitsevat ne; muut projektit eivät).',
  );
  process.exit(1);
}

// `npm start`, started beside this server by Playwright, rebuilds a stale build: wait until the build's own nginx map
// is there and not older than its pages.
const cspMap = path.join(buildDir, 'nginx', 'csp-map.conf');
const pages = path.join(buildDir, 'client', 'index.html');
const ready = () => existsSync(cspMap) && existsSync(pages) && statSync(cspMap).mtimeMs >= statSync(pages).mtimeMs;
for (let waited = 0; !ready(); waited += 500) {
  if (waited > 300_000) {
    console.error(`${path.relative(process.cwd(), cspMap)} puuttuu: aja ensin npm run build.`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const site = readFileSync(path.resolve('deploy/nginx/hyvinvointivertailu.conf'), 'utf8')
  .replaceAll('/srv/hyvinvointivertailu', buildDir)
  .replace(/^\s*listen \[::\]:80;\n/m, '')
  .replace(/listen 80;/, `listen 127.0.0.1:${values.port};`);

const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
mkdirSync(path.join(prefix, 'logs'));
writeFileSync(path.join(prefix, 'site.conf'), site);
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `load_module ${brotliModule};
${process.getuid?.() === 0 ? '# As root, workers would run as nobody, who may not read a checkout under /root.\nuser root;\n' : ''}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${prefix}/site.conf;
}
`,
);

const nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' });
const stop = () => {
  nginx.kill('SIGQUIT');
};
nginx.on('exit', (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
console.log(`nginx: http://127.0.0.1:${values.port} (${path.relative(process.cwd(), buildDir) || '.'})`);
