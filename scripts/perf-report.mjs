// npm run perf:report [-- --root build/client]: what one page of each kind costs on first load, gzip level 9 in KiB —
// HTML, CSS, JavaScript (the vendor chunk of React, React Router and styled-components apart), the loader data that
// hydration fetches, fonts and local
// images — and the heaviest page of the build. Run after `npm run build`. The budgets are in e2e/budgets.server.spec.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { htmlFileFor, htmlFiles, pageWeight } from './lib/page-weight.mjs';

const { values } = parseArgs({ options: { root: { type: 'string', default: 'build/client' } } });
const clientDir = path.resolve(values.root);
if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.error(`${values.root}/index.html puuttuu: aja ensin npm run build.`);
  process.exit(1);
}

const kinds = [
  ['Etusivu', '/'],
  ['Aihesivu', '/uni'],
  ['Artikkeli', '/melatoniini'],
  ['Vertailu', '/paras-magnesium'],
  ['Vertailu (erillinen)', '/paras-aktiivisuusrannekkeet'],
  ['Arvostelu', '/tuotearvostelut/oura-sormus'],
  ['Tuotteet', '/tuotteet'],
  ['Listaus', '/vertailut'],
  ['Artikkelit', '/artikkelit'],
  ['Tietoa', '/tietoa'],
  ['Haku', '/haku'],
  ['404', '/404'],
];

const kib = (bytes) => (bytes / 1024).toFixed(1);
const isVendor = (item) => /(^|\/)vendor-[^/]+\.js$/.test(item.file);

const rows = kinds.map(([kind, sitePath]) => {
  const weight = pageWeight(clientDir, htmlFileFor(clientDir, sitePath));
  const vendor = weight.js.filter(isVendor).reduce((sum, item) => sum + item.gzip, 0);
  return [
    kind,
    sitePath,
    kib(weight.totals.html),
    kib(weight.totals.css),
    kib(weight.totals.js),
    kib(vendor),
    kib(weight.totals.js - vendor),
    kib(weight.totals.data),
    kib(weight.totals.fonts),
    kib(weight.totals.images),
    kib(weight.totals.all),
  ];
});

const header = [
  'Sivutyyppi',
  'Polku',
  'HTML',
  'CSS',
  'JS',
  'josta vendor',
  'josta oma',
  'Data',
  'Fontit',
  'Kuvat',
  'Yhteensä',
];
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map((_, index) => (index < 2 ? ' --- ' : ' ---: ')).join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

let heaviest = { file: '', js: 0, all: 0 };
let largest = { file: '', all: 0 };
const files = htmlFiles(clientDir).filter((file) => !file.startsWith('__'));
for (const file of files) {
  const { totals } = pageWeight(clientDir, path.join(clientDir, file));
  if (totals.js > heaviest.js) heaviest = { file, js: totals.js, all: totals.all };
  if (totals.all > largest.all) largest = { file, all: totals.all };
}
console.log('');
console.log(`Sivuja ${files.length}. Eniten JavaScriptiä: ${heaviest.file} ${kib(heaviest.js)} KiB.`);
console.log(`Raskain sivu kaikkiaan: ${largest.file} ${kib(largest.all)} KiB (ilman etäkuvia).`);
console.log(
  'Koot: gzip taso 9, KiB. Data: sivun lataustiedot, jotka hydraatio hakee skriptien rinnalla. Fontit: kaikki @font-face-sääntöjen woff2-tiedostot (selain hakee vain käytetyt).',
);
