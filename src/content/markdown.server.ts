// Build-time only: reads a content file (YAML frontmatter + Markdown) into data and a syntax tree, and turns Markdown
// nodes into the site's rich-text tree. Nothing here reaches the browser: loaders return the plain tree.
import type { Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { directive } from 'micromark-extension-directive';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfmTable } from 'micromark-extension-gfm-table';
import { isMap, isSeq, parseDocument, type Document } from 'yaml';
import { stripBullet, type Block, type Inline } from '../lib/rich-text.ts';
import type { ContentProblem } from './problems.ts';

export type { ContentProblem } from './problems.ts';

/** A content file read into its frontmatter and Markdown body. */
export interface MarkdownFile {
  file: string;
  /** The frontmatter as plain data (undefined when it does not parse). */
  data: unknown;
  /** The 1-based line of a frontmatter field, e.g. ['products', 'x', 'bestFor'], for messages. */
  lineOf: (path: readonly PropertyKey[]) => number;
  /** The body's top-level nodes (the frontmatter node removed). */
  body: RootContent[];
  problems: ContentProblem[];
}

/**
 * Block directives (`::name{a="b"}` on a line of its own, `:::name` … `:::` around text) and one inline directive,
 * `:price[product-id]` (see `toInlines`). Finnish text such as "EU:ssa" or "B12:n" also parses as an inline directive
 * (`:ssa`); one without a label or attributes is turned back into the text it was.
 */
const directives = directive();

/** Parses Markdown with the site's extensions: frontmatter, GFM tables and directives. */
export function parseMarkdown(source: string): Root {
  return fromMarkdown(source, {
    extensions: [frontmatter(['yaml']), gfmTable(), directives],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmTableFromMarkdown(), directiveFromMarkdown()],
  });
}

const lineCounter = (text: string) => {
  const starts = [0];
  for (let index = 0; index < text.length; index++) if (text[index] === '\n') starts.push(index + 1);
  return (offset: number) => {
    let line = 0;
    while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
    return line + 1;
  };
};

/** The line of the deepest node on `path` that exists in the YAML document (its key's line for a missing field). */
function yamlLine(doc: Document, path: readonly PropertyKey[], toLine: (offset: number) => number): number {
  let node: unknown = doc.contents;
  // 0: the opening "---" line, for a field that is missing altogether.
  let line = 0;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => String((item.key as { value?: unknown })?.value) === String(key));
      if (!pair) break;
      const keyRange = (pair.key as { range?: [number, number, number] }).range;
      if (keyRange) line = toLine(keyRange[0]);
      node = pair.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(key)] as { range?: [number, number, number] } | undefined;
      if (!item) break;
      if (item.range) line = toLine(item.range[0]);
      node = item;
    } else break;
  }
  return line;
}

/** Reads a content file: YAML frontmatter (required) and the Markdown body. */
export function readMarkdownFile(file: string, source: string): MarkdownFile {
  const problems: ContentProblem[] = [];
  const tree = parseMarkdown(source.replace(/\r\n?/g, '\n'));
  const [first, ...rest] = tree.children;
  if (first?.type !== 'yaml') {
    problems.push({
      file,
      line: 1,
      entry: file,
      field: 'frontmatter',
      message: 'tiedosto alkaa ---rivien väliin kirjoitetulla YAML-osalla',
    });
    return { file, data: undefined, lineOf: () => 1, body: tree.children, problems };
  }
  const doc = parseDocument(first.value, { uniqueKeys: true, prettyErrors: false });
  // The YAML starts on the line after the opening "---".
  const toYamlLine = lineCounter(first.value);
  const lineOf = (path: readonly PropertyKey[]) => yamlLine(doc, path, toYamlLine) + 1;
  for (const error of doc.errors) {
    problems.push({
      file,
      line: toYamlLine(error.pos[0]) + 1,
      entry: file,
      field: 'frontmatter',
      message: `YAML-virhe: ${error.message.split('\n')[0]}`,
    });
  }
  return { file, data: doc.errors.length ? undefined : doc.toJS(), lineOf, body: rest, problems };
}

/** A YAML data file (the catalogue's) read into plain data, with the line of any field for messages. */
export interface YamlFile {
  file: string;
  /** The data (undefined when the file does not parse). */
  data: unknown;
  /** The 1-based line of a field, e.g. [3, 'offers', 0, 'price']. */
  lineOf: (path: readonly PropertyKey[]) => number;
  problems: ContentProblem[];
}

/** Reads a YAML data file; a syntax error is a problem with its line. */
export function readYamlFile(file: string, source: string): YamlFile {
  const text = source.replace(/\r\n?/g, '\n');
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  const toLine = lineCounter(text);
  const problems: ContentProblem[] = doc.errors.map((error) => ({
    file,
    line: toLine(error.pos[0]),
    entry: file,
    field: '(YAML)',
    message: `YAML-virhe: ${error.message.split('\n')[0]}`,
  }));
  return {
    file,
    data: doc.errors.length ? undefined : doc.toJS(),
    lineOf: (path) => Math.max(1, yamlLine(doc, path, toLine)),
    problems,
  };
}

/** An attribute of a directive, e.g. `id` of `:::product{id="…"}`. */
export const attribute = (node: RootContent, name: string) =>
  'attributes' in node ? (node.attributes?.[name] ?? undefined) : undefined;

/** Whether a node is a heading or a directive: what a section's text may not hold. */
export const isStructure = (node: RootContent) => node.type === 'heading' || node.type.endsWith('Directive');

/** Where a node starts, for messages. */
export const lineOfNode = (node: Nodes) => node.position?.start.line;

/**
 * What the inline references of a text resolve to at build time: `:price[id]` is the product's lowest price in the
 * catalogue, `:price[id]{shop=bodystore}` that shop's price, `:unitprice[id]{per=annos}` the lowest price per serving
 * (or per 100 g, 100 ml, piece) computed from the product's facts. A message instead of a text when it cannot be
 * resolved.
 */
/** An offer whose price a text writes: the product's id and the shop's. The page says when the price is from. */
export interface PricedOffer {
  product: string;
  store: string;
}

/**
 * A reference's text and the offer whose price it writes, if any (`offers` when it counts from several, as a price
 * difference does), or why it cannot be written.
 */
export type Resolved = { text: string; offer?: PricedOffer; offers?: readonly PricedOffer[] } | { problem: string };

export interface InlineReferences {
  price(id: string, shop: string | undefined): Resolved;
  /** `:unitprice[id]{per=annos}`: the lowest price per serving, 100 g, 100 ml or piece, computed from the facts. */
  unitPrice(id: string, per: string | undefined): Resolved;
  /** `:membership[id]`: the monthly fee of the service the product needs (its `membership`). */
  membership(id: string): { text: string } | { problem: string };
  /** `:total[id]{months=24}`: the product's lowest price plus that many months of its membership. */
  total(id: string, months: string | undefined): Resolved;
  /** `:figure[sheet]{name=aikuiset}`: a figure an ingredient fact sheet holds, e.g. a recommended daily amount. */
  figure(sheet: string, name: string | undefined): { text: string } | { problem: string };
  /** `:pricerank[id]`: where the product's price stands among the page's compared products on the day of the build. */
  rank(id: string): Resolved;
  /** `:pricediff[id]{vs=other}`: how much more or less the product costs than another on the day of the build. */
  difference(id: string, other: string | undefined): Resolved;
  /** `:stock[id]{shop=kauppa}`: the shop's stock of the product as its feed last said, with the day. */
  stock(id: string, shop: string | undefined): Resolved;
}

/** Without a catalogue (a text that may not refer to one): every price reference is a problem. */
export const noReferences: InlineReferences = {
  price: () => ({ problem: 'hintaviittausta ei voi käyttää tässä' }),
  unitPrice: () => ({ problem: 'hintaviittausta ei voi käyttää tässä' }),
  membership: () => ({ problem: 'hintaviittausta ei voi käyttää tässä' }),
  total: () => ({ problem: 'hintaviittausta ei voi käyttää tässä' }),
  figure: () => ({ problem: 'tietosivun lukua ei voi käyttää tässä' }),
  rank: () => ({ problem: 'hinnan sijaa voi käyttää vain vertailussa, jonka tuotteiden joukossa hinta on' }),
  difference: () => ({ problem: 'hintaviittausta ei voi käyttää tässä' }),
  stock: () => ({ problem: 'saatavuutta ei voi käyttää tässä' }),
};

/** The inline references a text may use: the one attribute each takes, an example, and what resolves it. */
const inlineReferences: Record<
  string,
  {
    attribute?: string;
    example: string;
    resolve: (references: InlineReferences, id: string, value: string | undefined) => Resolved;
  }
> = {
  price: { attribute: 'shop', example: ':price[tuote-id]', resolve: (refs, id, shop) => refs.price(id, shop) },
  unitprice: {
    attribute: 'per',
    example: ':unitprice[tuote-id]{per=annos}',
    resolve: (refs, id, per) => refs.unitPrice(id, per),
  },
  membership: { example: ':membership[tuote-id]', resolve: (refs, id) => refs.membership(id) },
  total: {
    attribute: 'months',
    example: ':total[tuote-id]{months=24}',
    resolve: (refs, id, months) => refs.total(id, months),
  },
  figure: {
    attribute: 'name',
    example: ':figure[tietosivu]{name=luku}',
    resolve: (refs, sheet, name) => refs.figure(sheet, name),
  },
  pricerank: { example: ':pricerank[tuote-id]', resolve: (refs, id) => refs.rank(id) },
  pricediff: {
    attribute: 'vs',
    example: ':pricediff[tuote-id]{vs=toinen-id}',
    resolve: (refs, id, other) => refs.difference(id, other),
  },
  stock: {
    attribute: 'shop',
    example: ':stock[tuote-id]{shop=kauppa}',
    resolve: (refs, id, shop) => refs.stock(id, shop),
  },
};
const referenceExamples = Object.values(inlineReferences)
  .map((reference) => reference.example)
  .join(', ')
  .replace(/, ([^,]*)$/, ' ja $1');

/** Collects problems of a body while its nodes are converted, and resolves its inline references. */
export class BodyProblems {
  readonly list: ContentProblem[] = [];
  /** The site paths the body links to, with their lines, for the check that each leads to a page. */
  readonly links: { href: string; line?: number; field: string }[] = [];
  /** The offers whose prices the body writes (`:price`, `:unitprice`, `:total`), for the page's note of their dates. */
  readonly prices: PricedOffer[] = [];
  constructor(
    readonly file: string,
    readonly entry: string,
    readonly references: InlineReferences = noReferences,
  ) {}
  add(node: Nodes | undefined, field: string, message: string) {
    this.list.push({ file: this.file, line: node ? lineOfNode(node) : undefined, entry: this.entry, field, message });
  }
}

/** The plain text of a node, e.g. a heading's. */
export function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  // "EU:ssa" parsed as an inline directive: the text it was.
  if (node.type === 'textDirective' && node.children.length === 0 && Object.keys(node.attributes ?? {}).length === 0)
    return `:${node.name}`;
  if (node.type === 'break') return ' ';
  return 'children' in node ? node.children.map((child) => plainText(child as Nodes)).join('') : '';
}

/** Only site paths and https addresses become links (the old rule: no javascript:, no http:, no mailto:). */
const linkable = (href: string) => /^\/(?!\/)/.test(href) || /^https:\/\/[^/\s]/.test(href);

/** Inline Markdown → the site's inline nodes; anything the site does not render is reported, never passed as HTML. */
export function toInlines(nodes: readonly PhrasingContent[], problems: BodyProblems, field: string): Inline[] {
  const out: Inline[] = [];
  const pushText = (text: string) => {
    const last = out.at(-1);
    if (last?.type === 'text') last.text += text;
    else out.push({ type: 'text', text });
  };
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        // A line break inside a paragraph reads as a space (a sentence may sit on a line of its own); a hard break is a
        // backslash at the end of the line.
        pushText(node.value.replace(/\n/g, ' '));
        break;
      case 'textDirective': {
        const label = node.children
          .map((child) => plainText(child))
          .join('')
          .trim();
        const attributes = Object.entries(node.attributes ?? {});
        const reference = Object.hasOwn(inlineReferences, node.name) ? inlineReferences[node.name] : undefined;
        if (reference) {
          const other = attributes.find(([key]) => key !== reference.attribute);
          if (other) {
            const only = reference.attribute ? `vain ${reference.attribute}` : 'ei määritteitä';
            problems.add(node, field, `:${node.name} ei tunne määritettä "${other[0]}" (${only})`);
          }
          const value = attributes.find(([key]) => key === reference.attribute)?.[1] ?? undefined;
          const resolved = reference.resolve(problems.references, label, value);
          if ('text' in resolved) {
            pushText(resolved.text);
            problems.prices.push(...(resolved.offer ? [resolved.offer] : []), ...(resolved.offers ?? []));
          } else problems.add(node, field, `:${node.name}[${label}]: ${resolved.problem}`);
        } else if (node.children.length === 0 && attributes.length === 0) {
          // "EU:ssa": text, not markup.
          pushText(`:${node.name}`);
        } else {
          problems.add(
            node,
            field,
            `tuntematon merkintä :${node.name}[…] (tekstissä käytössä vain ${referenceExamples})`,
          );
        }
        break;
      }
      case 'strong':
        out.push({ type: 'strong', children: toInlines(node.children, problems, field) });
        break;
      case 'emphasis':
        out.push({ type: 'emphasis', children: toInlines(node.children, problems, field) });
        break;
      case 'break':
        out.push({ type: 'break' });
        break;
      case 'link':
        if (node.url.startsWith('/')) {
          problems.links.push({ href: node.url, line: lineOfNode(node), field });
          // A page named by its title: the year in a title comes from the page's update date ({vuosi}), so a year typed
          // into the link goes stale when the page is updated.
          const year = /(?<!\d)(?:19|20)\d{2}(?!\d)/.exec(plainText(node))?.[0];
          if (year)
            problems.add(
              node,
              field,
              `linkin "${plainText(node)}" teksti kirjoittaa vuoden ${year}: sivun otsikon vuosi tulee sen päivityspäivästä, joten jätä vuosi pois linkistä`,
            );
        }
        if (linkable(node.url))
          out.push({ type: 'link', href: node.url, children: toInlines(node.children, problems, field) });
        else problems.add(node, field, `linkki "${node.url}" ei kelpaa: vain sivuston polut (/…) ja https-osoitteet`);
        break;
      case 'html':
        problems.add(node, field, `HTML:ää ei käytetä tekstissä (${node.value.slice(0, 40)})`);
        break;
      default:
        problems.add(node, field, `merkintää "${node.type}" ei tueta tekstissä`);
    }
  }
  return out;
}

/** Block Markdown → paragraphs, lists and tables; headings and directives are the caller's business. */
export function toBlocks(nodes: readonly RootContent[], problems: BodyProblems, field: string): Block[] {
  const blocks: Block[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'paragraph':
        blocks.push({ type: 'paragraph', children: toInlines(node.children, problems, field) });
        break;
      case 'list':
        blocks.push({
          type: 'list',
          ordered: node.ordered === true,
          items: node.children.map((item) => {
            const [only, ...more] = item.children;
            if (only?.type !== 'paragraph' || more.length > 0) {
              problems.add(item, field, 'listan kohdassa on yksi kappale tekstiä (ei sisäkkäisiä listoja)');
              return [];
            }
            // Spec §3: a list item's leading bullet character ("- • Natrium") is not shown twice.
            return stripBullet(toInlines(only.children, problems, field));
          }),
        });
        break;
      case 'table': {
        const [head, ...rows] = node.children.map((row) =>
          row.children.map((cell) => toInlines(cell.children, problems, field)),
        );
        blocks.push({ type: 'table', head: head ?? [], rows });
        break;
      }
      case 'html':
        problems.add(node, field, `HTML:ää ei käytetä tekstissä (${node.value.slice(0, 40)})`);
        break;
      default:
        problems.add(node, field, `merkintää "${node.type}" ei tueta tässä kohdassa`);
    }
  }
  return blocks;
}
