import { describe, expect, it } from 'vitest';
import { BodyProblems, parseMarkdown, readMarkdownFile, toBlocks, type InlineReferences } from './markdown.server';
import { formatProblem } from './problems';

/**
 * A stand-in catalogue: product x at 19,90 €, or 21,90 € at shop b, 0,33 € a serving, a 5,99 € membership
 * (163,66 € over 24 months); y without facts or membership.
 */
const references: InlineReferences = {
  price: (id, shop) =>
    id === 'x' ? { text: shop === 'b' ? '21,90 €' : '19,90 €' } : { problem: 'tuotetta ei ole tuoteluettelossa' },
  unitPrice: (id, per) =>
    id === 'x' && per === 'annos' ? { text: '0,33 €' } : { problem: 'tuotteelta puuttuu facts.serving.count' },
  membership: (id) => (id === 'x' ? { text: '5,99 €' } : { problem: 'tuotteella ei ole jäsenyyttä' }),
  total: (id, months) =>
    id === 'x' && months === '24' ? { text: '163,66 €' } : { problem: 'tuotteelta puuttuu membership' },
  figure: (sheet, name) =>
    sheet === 'd-vitamiini' && name === 'aikuiset'
      ? { text: '10 µg' }
      : { problem: `tietosivulla ${sheet} ei ole lukua "${name ?? ''}"` },
  difference: (id, other) =>
    id === 'x' && other === 'y' ? { text: 'maksaa 2,00 € vähemmän kuin Y' } : { problem: 'kirjoita verrattava tuote' },
  stock: (id, shop) =>
    id === 'x' && shop === 'b' ? { text: 'saatavuus ei ole tiedossa' } : { problem: 'ei tarjousta' },
  rank: (id) =>
    id === 'x' ? { text: 'hinta on vertailun edullisin' } : { problem: 'tuote ei ole tämän sivun vertailussa' },
};

const blocksOf = (markdown: string) => {
  const problems = new BodyProblems('content/articles/x.md', 'x', references);
  const blocks = toBlocks(parseMarkdown(markdown).children, problems, 'teksti');
  return { blocks, problems: problems.list.map(formatProblem), links: problems.links };
};
const text = (value: string) => ({ type: 'text', text: value });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });

describe('Markdown to the site’s rich text', () => {
  it.each([
    ['a paragraph', 'Tavallinen teksti.', [paragraph(text('Tavallinen teksti.'))]],
    ['sentences on lines of their own read as one paragraph', 'Yksi.\nKaksi.', [paragraph(text('Yksi. Kaksi.'))]],
    ['a blank line starts a paragraph', 'Yksi.\n\nKaksi.', [paragraph(text('Yksi.')), paragraph(text('Kaksi.'))]],
    [
      'a backslash at the end of a line is a line break',
      '**Kysymys?**\\\nVastaus.',
      [paragraph({ type: 'strong', children: [text('Kysymys?')] }, { type: 'break' }, text('Vastaus.'))],
    ],
    ['emphasis', '*hieman*', [paragraph({ type: 'emphasis', children: [text('hieman')] })]],
    [
      'a site link and an https link',
      '[Vertailu](/paras-kreatiini) ja [THL](https://thl.fi)',
      [
        paragraph({ type: 'link', href: '/paras-kreatiini', children: [text('Vertailu')] }, text(' ja '), {
          type: 'link',
          href: 'https://thl.fi',
          children: [text('THL')],
        }),
      ],
    ],
    [
      'a bullet list',
      '- Natrium\n- Kalium',
      [{ type: 'list', ordered: false, items: [[text('Natrium')], [text('Kalium')]] }],
    ],
    [
      'a numbered list',
      '1. Ensin\n2. Sitten',
      [{ type: 'list', ordered: true, items: [[text('Ensin')], [text('Sitten')]] }],
    ],
    [
      'a table',
      '| Ryhmä | Annos |\n| --- | --- |\n| Aikuiset | 10 µg |',
      [{ type: 'table', head: [[text('Ryhmä')], [text('Annos')]], rows: [[[text('Aikuiset')], [text('10 µg')]]] }],
    ],
    // Inline directives are off: Finnish case endings after a colon stay text.
    [
      '"EU:ssa" and "klo 6:00" stay text',
      'EU:ssa klo 6:00 ja D-vitamiini:n',
      [paragraph(text('EU:ssa klo 6:00 ja D-vitamiini:n'))],
    ],
    ['escaped characters are text', '3 \\* 4 ja \\[ei linkki\\]', [paragraph(text('3 * 4 ja [ei linkki]'))]],
    ['a price from the catalogue', 'Hinta on :price[x].', [paragraph(text('Hinta on 19,90 €.'))]],
    ["a shop's price", 'Kaupassa B :price[x]{shop=b}.', [paragraph(text('Kaupassa B 21,90 €.'))]],
    [
      'a price per serving computed from the facts',
      'Annos maksaa :unitprice[x]{per=annos}.',
      [paragraph(text('Annos maksaa 0,33 €.'))],
    ],
    [
      'a membership fee and a total over months',
      'Jäsenyys :membership[x] kuussa, kahdessa vuodessa :total[x]{months=24}.',
      [paragraph(text('Jäsenyys 5,99 € kuussa, kahdessa vuodessa 163,66 €.'))],
    ],
    [
      'a price rank among the compared',
      'Purkin :pricerank[x].',
      [paragraph(text('Purkin hinta on vertailun edullisin.'))],
    ],
    ['a price difference', 'X :pricediff[x]{vs=y}.', [paragraph(text('X maksaa 2,00 € vähemmän kuin Y.'))]],
    ['a shop’s stock', 'Kaupassa B: :stock[x]{shop=b}.', [paragraph(text('Kaupassa B: saatavuus ei ole tiedossa.'))]],
    [
      "a sheet's figure, with a case ending after it",
      'Aikuisen suositus on :figure[d-vitamiini]{name=aikuiset}:n lisä.',
      [paragraph(text('Aikuisen suositus on 10 µg:n lisä.'))],
    ],
    [
      'a case ending after an abbreviation is text, not a directive',
      'EU:ssa, B12:n ja klo 6:00.',
      [paragraph(text('EU:ssa, B12:n ja klo 6:00.'))],
    ],
  ])('%s', (_case, markdown, expected) => {
    const result = blocksOf(markdown);
    expect(result.problems).toEqual([]);
    expect(result.blocks).toEqual(expected);
  });

  it.each([
    [
      'a javascript: link',
      'Katso [tästä](javascript:alert(1)).',
      'x.md:1 › x › teksti: linkki "javascript:alert(1)" ei kelpaa',
    ],
    ['an http link', 'Katso [THL](http://thl.fi).', 'linkki "http://thl.fi" ei kelpaa'],
    [
      'a year typed into a site link',
      'Katso [Parhaat proteiinijauheet 2025](/parhaat-proteiinijauheet).',
      'x.md:1 › x › teksti: linkin "Parhaat proteiinijauheet 2025" teksti kirjoittaa vuoden 2025',
    ],
    ['a protocol-relative link', 'Katso [x](//example.com).', 'linkki "//example.com" ei kelpaa'],
    ['inline HTML', 'Teksti <script>alert(1)</script>', 'HTML:ää ei käytetä tekstissä'],
    ['an HTML block', 'Teksti.\n\n<div>x</div>', 'x.md:3 › x › teksti: HTML:ää ei käytetä tekstissä'],
    ['an image', '![kuva](/images/x.svg)', 'merkintää "image" ei tueta tekstissä'],
    ['code', '`koodi`', 'merkintää "inlineCode" ei tueta tekstissä'],
    ['a nested list', '- Yksi\n  - Kaksi', 'listan kohdassa on yksi kappale tekstiä'],
    ['a quote', '> Lainaus', 'merkintää "blockquote" ei tueta tässä kohdassa'],
    ['a price of an unknown product', 'Yksi.\n\nHinta :price[y].', 'x.md:3 › x › teksti: :price[y]: tuotetta ei ole'],
    ['an unknown attribute of :price', 'Hinta :price[x]{kauppa=b}.', ':price ei tunne määritettä "kauppa" (vain shop)'],
    ['another inline directive', 'Katso :linkki[x].', 'tuntematon merkintä :linkki[…]'],
    [
      'a price per serving the facts cannot give',
      'Annos :unitprice[y]{per=annos}.',
      'x.md:1 › x › teksti: :unitprice[y]: tuotteelta puuttuu facts.serving.count',
    ],
    [
      'an unknown attribute of :unitprice',
      'Annos :unitprice[x]{shop=b}.',
      ':unitprice ei tunne määritettä "shop" (vain per)',
    ],
    ['a membership the product lacks', 'Jäsenyys :membership[y].', ':membership[y]: tuotteella ei ole jäsenyyttä'],
    ['an attribute of :membership', 'Jäsenyys :membership[x]{months=2}.', ':membership ei tunne määritettä "months"'],
    [
      'a figure the sheet does not hold',
      'Suositus :figure[d-vitamiini]{name=lapset}.',
      ':figure[d-vitamiini]: tietosivulla d-vitamiini ei ole lukua "lapset"',
    ],
    [
      'an attribute of :pricediff other than vs',
      'X :pricediff[x]{shop=b}.',
      ':pricediff ei tunne määritettä "shop" (vain vs)',
    ],
    ['a stock of a shop the product lacks', 'Kaupassa C: :stock[x]{shop=c}.', ':stock[x]: ei tarjousta'],
    ['a rank of a product not compared', 'Sen :pricerank[y].', ':pricerank[y]: tuote ei ole tämän sivun vertailussa'],
    [
      'an attribute of :pricerank',
      'Sen :pricerank[x]{shop=b}.',
      ':pricerank ei tunne määritettä "shop" (ei määritteitä)',
    ],
    ['a figure without its name', 'Suositus :figure[d-vitamiini].', 'ei ole lukua ""'],
    [
      'an unknown attribute of :total',
      'Yhteensä :total[x]{vuodet=2}.',
      ':total ei tunne määritettä "vuodet" (vain months)',
    ],
  ])('%s is refused with its line, never rendered as HTML', (_case, markdown, message) => {
    const result = blocksOf(markdown);
    expect(result.problems.join('\n')).toContain(message);
    expect(JSON.stringify(result.blocks)).not.toMatch(/javascript:|<script|<div|http:\/\//);
  });

  it('refuses a price reference where no catalogue is given', () => {
    const problems = new BodyProblems('content/articles/x.md', 'x');
    toBlocks(parseMarkdown('Hinta :price[x].').children, problems, 'teksti');
    expect(problems.list.map(formatProblem)).toEqual([
      'content/articles/x.md:1 › x › teksti: :price[x]: hintaviittausta ei voi käyttää tässä',
    ]);
  });

  it('refuses a price rank where no comparison is given', () => {
    const problems = new BodyProblems('content/articles/x.md', 'x');
    toBlocks(parseMarkdown('Sen :pricerank[x].').children, problems, 'teksti');
    expect(problems.list.map(formatProblem)).toEqual([
      'content/articles/x.md:1 › x › teksti: :pricerank[x]: hinnan sijaa voi käyttää vain vertailussa, jonka tuotteiden joukossa hinta on',
    ]);
  });

  it('records site links with their lines, for the check that each leads to a page', () => {
    expect(blocksOf('Yksi.\n\nKatso [opas](/melatoniini) ja [THL](https://thl.fi).').links).toEqual([
      { href: '/melatoniini', line: 3, field: 'teksti' },
    ]);
  });
});

describe('readMarkdownFile', () => {
  const source = [
    '---',
    'title: Otsikko',
    'products:',
    '  puhdistamo-kreatiini:',
    '    bestFor: haluat jotain',
    'sources:',
    '  - Ensimmäinen',
    '  - Toinen',
    '---',
    '',
    'Johdanto.',
  ].join('\n');

  it('reads the frontmatter as data and the body as nodes', () => {
    const file = readMarkdownFile('content/articles/x.md', source);
    expect(file.problems).toEqual([]);
    expect(file.data).toEqual({
      title: 'Otsikko',
      products: { 'puhdistamo-kreatiini': { bestFor: 'haluat jotain' } },
      sources: ['Ensimmäinen', 'Toinen'],
    });
    expect(file.body.map((node) => node.type)).toEqual(['paragraph']);
  });

  it.each([
    [['title'], 2],
    [['products', 'puhdistamo-kreatiini', 'bestFor'], 5],
    [['sources', 1], 8],
    // A missing field points at the deepest part that exists.
    [['products', 'ei-ole'], 3],
    [['ei-ole'], 1],
  ])('finds the line of %j: %i', (path, line) => {
    expect(readMarkdownFile('content/articles/x.md', source).lineOf(path)).toBe(line);
  });

  it('names the line of a YAML error', () => {
    const file = readMarkdownFile('content/articles/x.md', '---\ntitle: Otsikko\nhub: [uni\n---\n\nTeksti.');
    expect(file.data).toBeUndefined();
    expect(file.problems.map(formatProblem)[0]).toMatch(/^content\/articles\/x\.md:\d › .* › frontmatter: YAML-virhe/);
  });

  it('asks for frontmatter when a file has none', () => {
    const file = readMarkdownFile('content/articles/x.md', 'Pelkkää tekstiä.');
    expect(file.problems.map(formatProblem)).toEqual([
      'content/articles/x.md:1 › content/articles/x.md › frontmatter: tiedosto alkaa ---rivien väliin kirjoitetulla YAML-osalla',
    ]);
  });
});
