import type { Plugin } from 'vite';

/**
 * Turns the deprecated `envFile: false` into its replacement `envDir: false`.
 *
 * Why: React Router 7.18's child compiler (the one that reads route modules' exports at build time) creates a Vite
 * server with `envFile: false`, which Vite 8 deprecated in favour of `envDir: false`; every build would print the
 * deprecation. Both mean "read no .env files". React Router 8 passes `envDir`.
 */
export function envDirInsteadOfEnvFile(): Plugin {
  return {
    name: 'hyvinvointi:env-dir',
    enforce: 'pre',
    config(config) {
      // `envFile` is no longer in Vite 8's types, but Vite still reads it.
      const legacy = config as typeof config & { envFile?: boolean };
      if (legacy.envFile === false) {
        delete legacy.envFile;
        config.envDir = false;
      }
    },
  };
}
