import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { deferHydration } from '~/lib/deferred-hydration';
import { pageStyles } from '~/lib/page-styles';
import fontFaces from '~/styles/fonts.css?inline';
import fallbackFaces from '@fonts/fallbacks.css?inline';

/** How long a page may take to render at build time before the render is aborted. */
const renderTimeoutMs = 10_000;

/**
 * The @font-face rules, inline (under 4 KB): a stylesheet of their own would hold up the first paint. They are written
 * here rather than rendered by the layout, so that they are not also in every page's JavaScript. The web fonts' metric-
 * matched fallbacks (scripts/font-fallbacks.ts) come with them.
 */
const fontStyles = `<style data-fonts="">${fontFaces}${fallbackFaces}</style>`;

/**
 * Renders a page to complete HTML at build time (prerender). styled-components cannot collect styles from a stream,
 * so the whole document is rendered, buffered, and the collected styles are put into its <head> as a plain stylesheet
 * (`pageStyles`, decision 008), after the @font-face rules. A built page's scripts then load after the first paint
 * (`deferHydration`); the development server, with its hot-reload runtime, keeps React Router's own loading.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const sheet = new ServerStyleSheet();
  return new Promise((resolve, reject) => {
    let renderError: unknown = null;
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(<ServerRouter context={routerContext} url={request.url} />),
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => {
            try {
              const html = Buffer.concat(chunks).toString('utf8');
              const styled = html.replace('</head>', `${fontStyles}${pageStyles(sheet.getStyleTags())}</head>`);
              const page = routerContext.manifest.hmr ? styled : deferHydration(styled);
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(new Response(page, { status: renderError ? 500 : responseStatusCode, headers: responseHeaders }));
            } catch (error) {
              reject(error);
            } finally {
              sheet.seal();
            }
          });
          pipe(sink);
        },
        onShellError(error) {
          sheet.seal();
          reject(error);
        },
        onError(error) {
          renderError = error;
          console.error(error);
        },
      },
    );
    setTimeout(abort, renderTimeoutMs);
  });
}
