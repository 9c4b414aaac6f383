import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentRoot } from '../src/content/files.server.ts';
import type { Plugin } from 'vite';
import { contentSet } from '../src/content/content-set.ts';
import { assertValidContent } from '../src/content/validate.ts';
import { routes } from '../src/config/routes.ts';

/** Whether a site image path ("/images/…") exists under public/. */
export const publicImageExists = (sitePath: string) =>
  existsSync(path.join(import.meta.dirname, '..', 'public', decodeURIComponent(sitePath)));

const check = () =>
  assertValidContent({
    ...contentSet(process.env.SITE_URL?.replace(/\/+$/, '') ?? ''),
    routePaths: routes.map((route) => route.path),
    imageExists: publicImageExists,
  });

/**
 * Validates all content when a build or the dev server starts; a problem stops it with a message naming the file,
 * the line, the entry and the field. While the dev server runs, an edited content file is checked again and the page
 * reloads (content/site.yaml restarts the server, whose bundle holds the settings); a problem is printed in the terminal
 * instead of stopping the server.
 */
export function validateContent(): Plugin {
  return {
    name: 'hyvinvointi:validate-content',
    buildStart() {
      check();
    },
    configureServer(server) {
      const contentDir = contentRoot();
      server.watcher.add([path.join(contentDir, '**/*.md'), path.join(contentDir, '**/*.yaml')]);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(contentDir) || !/\.(md|yaml)$/.test(file)) return;
        // The site's settings are written into the bundle when Vite starts (vite.config.ts, __SITE__): start again.
        if (path.relative(contentDir, file) === 'site.yaml') {
          void server.restart();
          return;
        }
        try {
          check();
          server.config.logger.info(`sisältö tarkistettu: ${path.relative(process.cwd(), file)}`, { timestamp: true });
        } catch (error) {
          server.config.logger.error((error as Error).message, { timestamp: true });
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
