import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, defaultUserAgent } from './link-check';

let server: Server;
let origin = '';
let open = 0;
let mostAtOnce = 0;
const agents = new Set<string>();
const methods: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    open++;
    mostAtOnce = Math.max(mostAtOnce, open);
    agents.add(request.headers['user-agent'] ?? '');
    methods.push(`${request.method} ${request.url}`);
    const reply = (status: number, headers: Record<string, string> = {}) =>
      setTimeout(() => {
        open--;
        response.writeHead(status, headers).end();
      }, 20);
    switch (new URL(request.url ?? '/', 'http://localhost').pathname) {
      case '/ok':
        return reply(200);
      case '/vanha':
        return reply(301, { location: '/ok' });
      case '/tilapainen':
        return reply(302, { location: '/ok' });
      case '/poissa':
        return reply(404);
      case '/poistettu':
        return reply(410);
      case '/vain-get':
        return reply(request.method === 'HEAD' ? 405 : 200);
      case '/silmukka':
        return reply(301, { location: '/silmukka' });
      case '/hidas':
        return; // never answers
      default:
        return reply(500);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('checkLinks', () => {
  it('tells live, moved and dead addresses apart, at most four at a time, with a polite user agent', async () => {
    const paths = [
      '/ok',
      '/vanha',
      '/tilapainen',
      '/poissa',
      '/poistettu',
      '/vain-get',
      '/silmukka',
      '/hidas',
      '/ok?2',
      '/ok?3',
    ];
    const results = await checkLinks(
      paths.map((path) => `${origin}${path}`),
      { timeout: 500 },
    );
    expect(
      results.map(({ url, kind, status, reason, location }) => [
        url.slice(origin.length),
        kind,
        status,
        reason,
        location?.slice(origin.length),
      ]),
    ).toEqual([
      ['/ok', 'ok', 200, undefined, undefined],
      ['/vanha', 'moved', 200, undefined, '/ok'],
      ['/tilapainen', 'ok', 200, undefined, undefined],
      ['/poissa', 'dead', 404, 'sivua ei ole (404)', undefined],
      ['/poistettu', 'dead', 410, 'sivu on poistettu (410)', undefined],
      ['/vain-get', 'ok', 200, undefined, undefined],
      ['/silmukka', 'dead', 0, 'liian monta uudelleenohjausta', '/silmukka'],
      ['/hidas', 'dead', 0, 'ei vastannut ajoissa', undefined],
      ['/ok?2', 'ok', 200, undefined, undefined],
      ['/ok?3', 'ok', 200, undefined, undefined],
    ]);
    expect(mostAtOnce).toBeLessThanOrEqual(4);
    expect(mostAtOnce).toBeGreaterThan(1);
    expect([...agents]).toEqual([defaultUserAgent]);
    // HEAD first; GET only where HEAD was refused.
    expect(methods.filter((method) => method.endsWith('/vain-get'))).toEqual(['HEAD /vain-get', 'GET /vain-get']);
    expect(methods.filter((method) => method.endsWith('/poissa'))).toEqual(['HEAD /poissa']);
  });
});
