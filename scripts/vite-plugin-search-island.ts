import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

/** The module that gives the script's address: `import src from 'virtual:search-island'`. */
const virtualId = 'virtual:search-island';
const resolvedId = `\0${virtualId}`;
const source = 'src/islands/search.ts';
const root = new URL('../', import.meta.url);

/**
 * Builds the /haku page's own script (src/islands/search.ts) as one file of its own, apart from the app's chunks,
 * and gives its address to the page (docs/decisions/006-search-results-before-hydration.md).
 *
 * Why a build of its own: the script must load without React and without the chunks React's modules share, so that
 * it is one small request beside the page. Built into the app's bundle, the modules it shares with the search dialog
 * would be split into a common chunk, and the code-splitting groups could pull it into the vendor chunk. The file name
 * carries a hash of its content (the deploy caches /assets/ for a year); the same build serves the prerender, which
 * writes the address, and the client build, which writes the file. The development server serves the source.
 */
export function searchIsland(): Plugin {
  let serve = false;
  let minify = true;
  let define: Record<string, string> = {};
  let built: Promise<{ fileName: string; code: string }> | undefined;
  const bundle = () =>
    (built ??= build({
      input: fileURLToPath(new URL(source, root)),
      write: false,
      resolve: {
        alias: { '~': fileURLToPath(new URL('src', root)) },
      },
      transform: { define },
      output: { format: 'esm', minify },
    }).then(({ output }) => {
      const [chunk, ...rest] = output;
      if (!chunk || chunk.type !== 'chunk' || rest.length > 0) {
        throw new Error(
          `${source}: expected one file from its build, got ${output.map((item) => item.fileName).join(', ')}`,
        );
      }
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
      return { fileName: `assets/haku-${hash}.js`, code: chunk.code };
    }));

  return {
    name: 'hyvinvointi:search-island',
    configResolved(config) {
      serve = config.command === 'serve';
      minify = config.mode === 'production';
      define = Object.fromEntries(
        Object.entries(config.define ?? {}).map(([key, value]) => [
          key,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      );
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : null;
    },
    async load(id) {
      if (id !== resolvedId) return null;
      const src = serve ? `/${source}` : `/${(await bundle()).fileName}`;
      return `export default ${JSON.stringify(src)};`;
    },
    async generateBundle() {
      if (serve || this.environment?.name !== 'client') return;
      const { fileName, code } = await bundle();
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
