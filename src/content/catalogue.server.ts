// Build-time only: reads the product catalogue, one YAML file per group of products under content/products/, found by
// listing the folder. Loaders, the build's content check, scripts and tests read the catalogue through here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readYamlFile, type YamlFile } from './markdown.server.ts';
import { productSchema, type Product } from './schemas/product.ts';

/** One catalogue file: its entries as written (validated by content/validate.ts) and the line of any field. */
export interface CatalogueFile extends Omit<YamlFile, 'data'> {
  /** The file's list of products; [] when the file is not a list. */
  products: unknown[];
}

/** Reads every `*.yaml` file in a catalogue folder, in name order. */
export function readCatalogueFiles(dir = path.resolve(process.cwd(), 'content/products')): CatalogueFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => {
      const file = `content/products/${name}`;
      const { data, ...rest } = readYamlFile(file, readFileSync(path.join(dir, name), 'utf8'));
      const problems = [...rest.problems];
      if (data !== undefined && !Array.isArray(data)) {
        problems.push({ file, line: 1, entry: file, field: '(tiedosto)', message: 'tiedosto on luettelo tuotteita' });
      }
      return { ...rest, problems, products: Array.isArray(data) ? data : [] };
    });
}

/** The products of the files that match the schema (the build's content check reports the rest and stops). */
export const catalogueProducts = (files: readonly CatalogueFile[]): Product[] =>
  files.flatMap((file) =>
    file.products.flatMap((entry) => {
      const result = productSchema.safeParse(entry);
      return result.success ? [result.data] : [];
    }),
  );

let cache: { key: string; files: CatalogueFile[]; products: Product[] } | undefined;

function current() {
  const dir = path.resolve(process.cwd(), 'content/products');
  const key = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `${name}:${statSync(path.join(dir, name)).mtimeMs}`)
    .join(',');
  if (cache?.key !== key) {
    const files = readCatalogueFiles(dir);
    cache = { key, files, products: catalogueProducts(files) };
  }
  return cache;
}

/** The catalogue's files, read once and again when one changes (the dev server keeps running). */
export const catalogueFiles = () => current().files;

/** Every product of the catalogue, in file order. */
export const catalogue = (): readonly Product[] => current().products;
