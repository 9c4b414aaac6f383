import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

/** The module that gives the script's code: `import code from 'virtual:header-island'`. */
const virtualId = 'virtual:header-island';
const resolvedId = `\0${virtualId}`;
const source = 'src/islands/header.ts';
const root = new URL('../', import.meta.url);

/**
 * Builds the header's script (src/islands/header.ts) into one classic script's code, which the layout writes inline
 * right after the header (docs/decisions/012-header-on-the-platform.md): inline, it costs no request and runs as soon
 * as the header is parsed; a classic script, not a module, it runs there and then instead of after the whole document.
 * The prerender and the client get the same code, so hydration finds the script as the page has it. The build's
 * Content-Security-Policy names it by its hash, as it does every inline script (scripts/lib/deploy.ts).
 */
export function headerIsland(): Plugin {
  let code: Promise<{ text: string; files: string[] }> | undefined;
  const bundle = () =>
    (code ??= build({
      input: fileURLToPath(new URL(source, root)),
      write: false,
      resolve: { alias: { '~': fileURLToPath(new URL('src', root)) } },
      output: { format: 'iife', minify: true },
    }).then(({ output }) => {
      const [chunk, ...rest] = output;
      if (!chunk || chunk.type !== 'chunk' || rest.length > 0) {
        throw new Error(
          `${source}: expected one file from its build, got ${output.map((item) => item.fileName).join(', ')}`,
        );
      }
      // A script's text must not close its element, and React writes it unescaped.
      if (chunk.code.includes('</')) throw new Error(`${source}: its built code contains "</"`);
      return { text: chunk.code.trim(), files: chunk.moduleIds.filter((id) => !id.startsWith('\0')) };
    }));

  return {
    name: 'hyvinvointi:header-island',
    resolveId(id) {
      return id === virtualId ? resolvedId : null;
    },
    async load(id) {
      if (id !== resolvedId) return null;
      const { text, files } = await bundle();
      // The development server reloads the module when one of the script's files changes, and the build runs again.
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(text)};`;
    },
    watchChange(id) {
      if (code) void code.then(({ files }) => files.includes(id) && (code = undefined));
    },
  };
}
