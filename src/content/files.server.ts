// Build-time only: finds the files of content/ and keeps what is read from them until one of them changes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The editors' folder: the project's content/, or CONTENT_DIR for one run (a copy of it, e.g. the test that imports a
 * feed into a copy of the catalogue and looks at the pages built from it). Messages name files as content/… either way.
 */
export const contentRoot = () => path.resolve(process.cwd(), process.env.CONTENT_DIR || 'content');

/** A file of a collection: its id (the name without its extension), its path as messages name it, and its text. */
export interface SourceFile {
  id: string;
  file: string;
  source: string;
}

/**
 * The files of a folder of content/ with an extension, sorted by name; README.md is the folder's guide, not content.
 * `dir` reads another folder as if it were that one (tests of a collection's refusals).
 */
export function filesOf(
  root: string,
  folder: string,
  extension: '.md' | '.yaml',
  dir = path.join(root, folder),
): SourceFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(extension) && name !== 'README.md')
    .sort()
    .map((name) => ({
      id: name.slice(0, -extension.length).normalize('NFC'),
      file: path.posix.join('content', folder, name),
      source: readFileSync(path.join(dir, name), 'utf8'),
    }));
}

/** One file of content/, e.g. "site.yaml"; undefined when it is not there. */
export function fileAt(root: string, name: string): SourceFile | undefined {
  try {
    const source = readFileSync(path.join(root, name), 'utf8');
    return { id: path.basename(name).replace(/\.[^.]+$/, ''), file: path.posix.join('content', name), source };
  } catch {
    return undefined;
  }
}

/** Every Markdown and YAML file under content/ with its modification time: changes when any file changes. */
function contentVersion(root: string): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(md|yaml)$/.test(entry.name)) parts.push(`${full}:${statSync(full).mtimeMs}`);
    }
  };
  walk(root);
  return parts.join('|');
}

/**
 * The version of content/ as of this turn of the event loop: the collections read each other while the content is
 * read (a page's products, the sheets, the site's settings), and without this each of those reads walked the folder
 * again, a third of the time it takes to read everything. A later request, build step or edit sees the files anew.
 */
let versions: Map<string, string> | undefined;
function currentVersion(root: string): string {
  if (!versions) {
    versions = new Map();
    queueMicrotask(() => (versions = undefined));
  }
  let version = versions.get(root);
  if (version === undefined) {
    version = contentVersion(root);
    versions.set(root, version);
  }
  return version;
}

/**
 * A value read from content/, read once and again when a file there changes (the dev server keeps running): one cache
 * for every collection, so that they never disagree about which version of the files they read.
 */
export function cachedOnContent<T>(read: (root: string) => T): () => T {
  let cache: { version: string; value: T } | undefined;
  return () => {
    const root = contentRoot();
    const version = currentVersion(root);
    if (cache?.version !== version) cache = { version, value: read(root) };
    return cache.value;
  };
}
