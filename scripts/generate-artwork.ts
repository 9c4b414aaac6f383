// Writes the site's own artwork: public/images/articles/<id>.svg for every article-list entry and
// public/images/categories/<category>.svg for every product category. Run with `npm run artwork`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentItems } from '../src/content/collections.server.ts';
import { productCategories } from '../src/content/schemas/product.ts';
import { categorySlug } from '../src/lib/images.ts';
import { ProblemError } from '../src/lib/problem.ts';
import { articleArt, categoryArt, companions, drawArtwork, hash, hubArt } from './artwork.ts';

const root = path.resolve(import.meta.dirname, '..', 'public', 'images');
mkdirSync(path.join(root, 'articles'), { recursive: true });
mkdirSync(path.join(root, 'categories'), { recursive: true });

for (const item of contentItems()) {
  const art = articleArt[item.id] ?? hubArt[item.hub]!;
  const file = path.join(root, item.image.replace(/^\/images\//, ''));
  const companion = companions.filter((motif) => motif !== art.motif)[hash(item.id) % (companions.length - 1)];
  writeFileSync(file, drawArtwork({ id: item.id, ...art, companion, width: 1200, height: 675 }));
}
for (const category of productCategories) {
  const slug = categorySlug(category);
  const art = categoryArt[slug];
  if (!art)
    throw new ProblemError({
      file: 'scripts/artwork.ts',
      entry: category,
      field: `categoryArt.${slug}`,
      message: 'kategorian kuvitus puuttuu',
    });
  writeFileSync(
    path.join(root, 'categories', `${slug}.svg`),
    drawArtwork({ id: slug, ...art, width: 800, height: 800 }),
  );
}
console.log(`Kuvitus: ${contentItems().length} artikkelia, ${productCategories.length} kategoriaa → public/images/`);
