import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem, type ContentProblem } from '../problems';
import { readComparisons } from './comparisons.server';
import { readAbout, readPages } from './pages.server';
import { readFeeds } from './feeds.server';
import { readNetworks } from './networks.server';
import { readShops } from './shops.server';
import { readSite } from './site.server';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A copy of content/'s data files with one file's text changed. */
function contentWith(name: string, change: (text: string) => string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'collections-'));
  folders.push(root);
  for (const file of [
    'site.yaml',
    'shops.yaml',
    'networks.yaml',
    'feeds.yaml',
    'pages.yaml',
    'comparisons.yaml',
    'about.md',
  ])
    cpSync(path.join('content', file), path.join(root, file));
  writeFileSync(path.join(root, name), change(readFileSync(path.join(root, name), 'utf8')));
  return root;
}

type Reader = (root: string) => { problems: ContentProblem[] };
const readers: Record<string, Reader> = {
  'site.yaml': (root) => readSite(root),
  'shops.yaml': readShops,
  'networks.yaml': readNetworks,
  'feeds.yaml': (root) => readFeeds(root, readShops(root).value),
  'pages.yaml': readPages,
  'comparisons.yaml': readComparisons,
  'about.md': readAbout,
};

describe('the data files of content/', () => {
  it.each(Object.entries(readers))('%s is read without problems as it is', (name, read) => {
    expect(read('content').problems.map(formatProblem)).toEqual([]);
  });

  it.each([
    [
      'a social link over http',
      'site.yaml',
      (text: string) => text.replace('https://www.instagram.com', 'http://www.instagram.com'),
      /^content\/site\.yaml:\d+ › site › socialLinks\.0\.url: https-osoite$/,
    ],
    [
      'a field the schema does not know',
      'site.yaml',
      (text: string) => `${text}slogan: Paras\n`,
      /› site › slogan: tuntematon kenttä slogan$/,
    ],
    [
      'a shop without its search address',
      'shops.yaml',
      (text: string) => text.replace(/\n {2}searchUrl: https:\/\/www\.gigantti\.fi[^\n]*/, ''),
      /^content\/shops\.yaml:\d+ › gigantti › searchUrl: /,
    ],
    [
      'a network template without the product page',
      'networks.yaml',
      (text: string) => text.replace('&ued={url}', ''),
      /^content\/networks\.yaml:\d+ › awin › template: mallista puuttuu \{url\}$/,
    ],
    [
      'a programme id that is not an id',
      'shops.yaml',
      (text: string) =>
        text.replace(/(- id: gigantti\n(?: {2}.*\n)*)/, '$1  affiliate:\n    network: awin\n    programme: 12 34\n'),
      /^content\/shops\.yaml:\d+ › gigantti › affiliate\.programme: ohjelman tunnus/,
    ],
    [
      'a feed of a shop that shops.yaml does not have',
      'feeds.yaml',
      () => '- id: testi\n  shop: ei-kauppaa\n  format: gmc\n  source: syote.xml\n',
      /^content\/feeds\.yaml › testi › shop: kauppaa "ei-kauppaa" ei ole/,
    ],
    [
      'a CSV feed without its columns',
      'feeds.yaml',
      () => '- id: testi\n  shop: bodystore\n  format: csv\n  source: syote.csv\n',
      /^content\/feeds\.yaml:\d+ › testi › columns: CSV-syötteelle kirjoitetaan columns$/,
    ],
    [
      'a shop id used twice',
      'shops.yaml',
      (text: string) => text.replace('- id: power', '- id: gigantti'),
      /^content\/shops\.yaml › gigantti › id: sama kaupan tunnus on jo käytössä$/,
    ],
    [
      'a page description that is too long',
      'pages.yaml',
      (text: string) =>
        text.replace(/(\/tietoa:\n(?: {2}.*\n)*? {2}description: )[^\n]*/, `$1${'Pitkä kuvaus. '.repeat(20)}`),
      /^content\/pages\.yaml:\d+ › \/tietoa › description: /,
    ],
    [
      'a page without its title',
      'pages.yaml',
      (text: string) => text.replace(/(\/tietoa:\n {2}label: [^\n]*\n) {2}title: [^\n]*\n/, '$1'),
      /^content\/pages\.yaml:\d+ › \/tietoa › title: /,
    ],
    [
      'a comparison registered twice',
      'comparisons.yaml',
      (text: string) => text.replace('- id: omega3', '- id: kreatiini'),
      /^content\/comparisons\.yaml › kreatiini › id: vertailu on jo rekisterissä$/,
    ],
    [
      '19 comparisons',
      'comparisons.yaml',
      (text: string) => text.replace('- id: omega3\n', ''),
      /^content\/comparisons\.yaml › comparisons › \(koko lista\): rekisterissä pitää olla 20 vertailua, nyt 19$/,
    ],
    [
      'a list where a table belongs',
      'pages.yaml',
      () => '- /\n',
      /^content\/pages\.yaml:1 › pages\.yaml › \(tiedosto\): tiedosto on taulukko/,
    ],
    [
      'a YAML syntax error',
      'shops.yaml',
      (text: string) => text.replace('- id: power', '- id: [power'),
      /^content\/shops\.yaml:\d+ › content\/shops\.yaml › \(YAML\): YAML-virhe/,
    ],
    [
      'a heading in the about text',
      'about.md',
      (text: string) => text.replace('\n\nHuomasitko', '\n\n## Palaute\n\nHuomasitko'),
      /^content\/about\.md:\d+ › about › paragraphs: tietoa meistä -teksti on pelkkiä kappaleita$/,
    ],
    [
      'an about text of five paragraphs',
      'about.md',
      (text: string) => text.replace(/\n\nHuomasitko[^\n]*\n$/, '\n'),
      /^content\/about\.md:\d+ › about › paragraphs: tekstissä on kuusi kappaletta$/,
    ],
  ])('%s is refused, with file, line, entry and field', (_case, name, change, message) => {
    const problems = readers[name]!(contentWith(name, change)).problems.map(formatProblem);
    expect(problems[0]).toMatch(message);
    // A YAML syntax error may be followed by what it breaks further on; every other refusal is one problem.
    if (name !== 'shops.yaml' || !problems[0]!.includes('YAML')) expect(problems).toHaveLength(1);
  });

  it('refuses a SITE_URL over http as it would the file', () => {
    expect(readSite('content', 'http://localhost:4173').problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/site\.yaml:\d+ › site › origin: https-osoite$/),
    ]);
  });
});
