// Serves a built site: node scripts/serve.mjs [--root build/client] [--port 4173]. PORT overrides the default port.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './lib/static-server.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'build/client' },
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: process.env.HOST ?? 'localhost' },
  },
});

const root = path.resolve(values.root);
const port = Number(values.port);
const server = createStaticServer({ root });
server.listen(port, values.host, () => {
  console.log(`Sivusto: http://localhost:${port} (${path.relative(process.cwd(), root) || '.'})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
