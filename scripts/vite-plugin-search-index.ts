import type { Plugin } from 'vite';
import { buildSearchIndex, searchIndexPath } from './search-index.ts';

/** Emits the search index as a static file of the client build, and serves it from the dev server. */
export function searchIndex(): Plugin {
  return {
    name: 'hyvinvointi:search-index',
    configureServer(server) {
      server.middlewares.use(searchIndexPath, (_request, response) => {
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(JSON.stringify(buildSearchIndex()));
      });
    },
    generateBundle() {
      if (this.environment?.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: searchIndexPath.slice(1), source: JSON.stringify(buildSearchIndex()) });
    },
  };
}
