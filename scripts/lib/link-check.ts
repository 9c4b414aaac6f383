// Checks outbound addresses as a link checker does: HEAD first, GET where HEAD is refused, redirects followed one hop
// at a time (at most five), at most four requests at once, each with a time limit, and a user agent that says who asks.

/** What became of one address. */
export interface LinkResult {
  url: string;
  /** ok: answers 2xx; moved: a permanent redirect (301, 308) to another address; dead: 404, 410 or another error. */
  kind: 'ok' | 'moved' | 'dead';
  /** The last HTTP status, or 0 when none came. */
  status: number;
  /** Where a redirect led: the final address. */
  location?: string;
  /** Why an address is dead, in Finnish. */
  reason?: string;
}

export interface LinkCheckOptions {
  /** Requests at once, at most. */
  concurrency?: number;
  /** Milliseconds one request may take. */
  timeout?: number;
  userAgent?: string;
  fetch?: typeof fetch;
}

export const defaultUserAgent = 'Hyvinvointivertailu-linkkitarkistin/1.0 (+https://hyvinvointivertailu.fi/tietoa)';
const permanent = new Set([301, 308]);
const refusedHead = new Set([403, 405, 501]);

/** One request without following redirects; a HEAD the server refuses is asked again as GET. */
async function request(url: string, options: Required<LinkCheckOptions>): Promise<Response> {
  const ask = (method: 'HEAD' | 'GET') =>
    options.fetch(url, {
      method,
      redirect: 'manual',
      headers: { 'user-agent': options.userAgent, accept: '*/*' },
      signal: AbortSignal.timeout(options.timeout),
    });
  const head = await ask('HEAD');
  if (!refusedHead.has(head.status)) return head;
  const get = await ask('GET');
  await get.body?.cancel();
  return get;
}

/** Follows one address to its end. */
export async function checkLink(url: string, options: Required<LinkCheckOptions>): Promise<LinkResult> {
  let current = url;
  let moved = false;
  for (let hop = 0; hop <= 5; hop++) {
    let response: Response;
    try {
      response = await request(current, options);
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError' ? 'ei vastannut ajoissa' : `ei yhteyttä (${(error as Error).message})`;
      return { url, kind: 'dead', status: 0, reason, ...(current !== url ? { location: current } : {}) };
    }
    const { status } = response;
    if (status >= 300 && status < 400 && response.headers.get('location')) {
      moved ||= permanent.has(status);
      current = new URL(response.headers.get('location')!, current).href;
      continue;
    }
    if (status >= 200 && status < 300)
      return moved && current !== url ? { url, kind: 'moved', status, location: current } : { url, kind: 'ok', status };
    const reason =
      status === 404 ? 'sivua ei ole (404)' : status === 410 ? 'sivu on poistettu (410)' : `vastasi ${status}`;
    return { url, kind: 'dead', status, reason, ...(current !== url ? { location: current } : {}) };
  }
  return { url, kind: 'dead', status: 0, reason: 'liian monta uudelleenohjausta', location: current };
}

/** Checks every address, at most `concurrency` at once; the results in the addresses' order. */
export async function checkLinks(urls: readonly string[], options: LinkCheckOptions = {}): Promise<LinkResult[]> {
  const settings: Required<LinkCheckOptions> = {
    concurrency: options.concurrency ?? 4,
    timeout: options.timeout ?? 15_000,
    userAgent: options.userAgent ?? defaultUserAgent,
    fetch: options.fetch ?? fetch,
  };
  const results: LinkResult[] = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      results[index] = await checkLink(urls[index]!, settings);
    }
  };
  await Promise.all(Array.from({ length: Math.min(settings.concurrency, urls.length) }, worker));
  return results;
}
