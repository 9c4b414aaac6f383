import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Runs babel-plugin-styled-components over project files that use styled-components.
 *
 * Why: styled-components numbers components in creation order, and the prerender bundle and the code-split client
 * bundle create them in different orders, so class names would differ between the HTML and the client on some routes.
 * The Babel plugin gives every component an id derived from its file and position, which is the same in both bundles.
 */
export function styledComponentsBabel(options: { displayName: boolean }): Plugin {
  return {
    name: 'hyvinvointi:styled-components-babel',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      if (!code.includes('styled-components')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [
          [
            'babel-plugin-styled-components',
            { ssr: true, displayName: options.displayName, fileName: false, pure: true },
          ],
        ],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
