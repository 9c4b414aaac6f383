import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module that gives the search dialog's address: `import searchDialogSrc from 'virtual:search-dialog'`. */
const virtualId = 'virtual:search-dialog';
const resolvedId = `\0${virtualId}`;
const source = 'src/components/SearchDialog/index.ts';

/**
 * The header loads the search dialog on first use (src/components/Header/Header.tsx). Written as
 * `import('~/components/SearchDialog')`, Vite would wrap the import in its preload helper, about 0.7 KiB gzipped that
 * every page loads before it can hydrate, to preload the dialog's own imports side by side. The dialog is fetched on
 * the reader's intent (pointing at or focusing the search button), long before it is opened, so that head start is
 * worth less than the bytes on every first load (issue #23: first-load JavaScript). Instead the client build emits the
 * dialog as a chunk of its own and this module gives its hashed address, which the header imports with a plain
 * `import()`; the chunk itself, its name and its imports are what the build made of it before. The development server
 * and the prerender (which never opens the dialog) get the source's address.
 */
export function lazySearchDialog(): Plugin {
  let build = false;
  return {
    name: 'hyvinvointi:lazy-search-dialog',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      if (!build || this.environment?.name !== 'client') return `export default ${JSON.stringify(`/${source}`)};`;
      const reference = this.emitFile({
        type: 'chunk',
        id: fileURLToPath(new URL(`../${source}`, import.meta.url)),
        name: 'SearchDialog',
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
