// Build-time only: the two standalone comparison pages (content/standalone/<id>.md), whose groups of devices or apps
// are written in the frontmatter and whose introduction and conclusion are the body.
import type { Block } from '../../lib/rich-text.ts';
import { linksOf, readBody, textOfBlocks, uniquePrices, type BodyLink, type Reader } from '../body.server.ts';
import { checkProductIds, type CheckContext } from '../checks.ts';
import {
  BodyProblems,
  parseMarkdown,
  toBlocks,
  type InlineReferences,
  type MarkdownFile,
  type PricedOffer,
} from '../markdown.server.ts';
import { parseWithSchema, type ContentProblem } from '../problems.ts';
import { copyMessage, pageReferences, productName } from '../references.server.ts';
import { productPriceCopies } from '../rules/price-claims.ts';
import { datedTitles, yearProblems } from './articles.server.ts';
import { appendHealthNote, typedHealthNote } from './health-note.server.ts';
import { catalogue } from './products.server.ts';
import {
  standaloneFrontmatterSchema,
  type StandaloneFrontmatter,
  type StandaloneGroup,
} from '../schemas/standalone-comparison.ts';

type DeviceGroup = Extract<StandaloneGroup, { devices: unknown }>;
type Device = Omit<DeviceGroup['devices'][number], 'description'> & { description: Block[] };

/** A standalone comparison page read from content/standalone/<id>.md. */
export interface StandalonePage {
  kind: 'standalone';
  id: string;
  file: string;
  front: StandaloneFrontmatter;
  lineOf: (path: readonly PropertyKey[]) => number;
  introduction: Block[];
  /** The groups with each device's description as rich text. */
  groups: ({ title: string; devices: Device[] } | Extract<StandaloneGroup, { apps: unknown }>)[];
  conclusion: Block[];
  text: string;
  /** The offers whose prices the text writes, each once: the page says when those prices are from. */
  prices: PricedOffer[];
}

/** A device's description as rich text; its problems and links are placed at the frontmatter's `groups`. */
function readDevice(
  device: DeviceGroup['devices'][number],
  file: MarkdownFile,
  id: string,
  found: { problems: ContentProblem[]; links: BodyLink[]; references: InlineReferences; prices: PricedOffer[] },
): Device {
  const line = file.lineOf(['groups']);
  const body = new BodyProblems(file.file, id, found.references);
  const description = toBlocks(parseMarkdown(device.description).children, body, 'groups.devices.description');
  found.problems.push(...body.list.map((problem) => ({ ...problem, line })));
  const product = catalogue().find((item) => item.id === device.product);
  for (const copy of product ? productPriceCopies(device.description, product) : [])
    found.problems.push({
      file: file.file,
      line,
      entry: id,
      field: `groups.devices.${device.product}.description`,
      message: copyMessage(copy),
    });
  found.links.push(...linksOf(body).map((link) => ({ ...link, line })));
  found.prices.push(...body.prices);
  return { ...device, description };
}

/** What a reader reads of the page, for the reading time and the word counts. */
const pageText = (page: Pick<StandalonePage, 'introduction' | 'groups' | 'conclusion'>) =>
  [
    ...textOfBlocks(page.introduction),
    ...page.groups.flatMap((group) => [
      group.title,
      ...('devices' in group
        ? group.devices.flatMap((device) => [
            device.name ?? productName(device.product ?? ''),
            ...textOfBlocks(device.description),
            ...device.pros,
            ...device.cons,
          ])
        : group.apps.flatMap((app) => [app.name, ...app.features])),
    ]),
    ...textOfBlocks(page.conclusion),
  ].join('\n');

/** Reads a standalone page: its frontmatter's groups, and the body's introduction and conclusion. */
export const readStandalone: Reader<StandalonePage> = (file, id, problems, links, shared) => {
  const references = pageReferences(shared.sheets);
  const front = parseWithSchema(standaloneFrontmatterSchema, file.data, {
    file: file.file,
    entry: id,
    lineOf: file.lineOf,
  });
  if (file.data !== undefined) problems.push(...front.problems);
  if (front.data) {
    problems.push(...yearProblems(front.data, file, id));
    front.data = datedTitles(front.data);
  }
  const body = new BodyProblems(file.file, id, references);
  const { introduction, conclusion } = readBody(file.body, body, () => 'unknown');
  if (!conclusion) body.add(undefined, 'conclusion', 'sivulta puuttuu :::conclusion (Yhteenveto)');
  const typed = conclusion && shared.notes && typedHealthNote(conclusion.content, shared.notes);
  if (typed) body.add(undefined, 'terveyshuomautus', typed);
  else if (conclusion && shared.notes) appendHealthNote(conclusion.content, shared.notes, 'sivu');
  problems.push(...body.list);
  links.push(...linksOf(body));
  if (!front.data) return undefined;
  const prices = [...body.prices];
  const groups = front.data.groups.map((group) =>
    'devices' in group
      ? {
          title: group.title,
          devices: group.devices.map((device) => readDevice(device, file, id, { problems, links, references, prices })),
        }
      : group,
  );
  const page = { introduction, groups, conclusion: conclusion?.content ?? [] };
  return {
    kind: 'standalone',
    id,
    file: file.file,
    front: front.data,
    lineOf: file.lineOf,
    ...page,
    text: pageText(page),
    prices: uniquePrices(prices),
  };
};

/** Every device of a standalone page is a catalogue product or has a name of its own. */
export function checkStandalone(page: StandalonePage, context: CheckContext) {
  page.front.groups.forEach((group, groupIndex) => {
    if (!('devices' in group)) return;
    group.devices.forEach((device, index) => {
      const fieldPath = ['groups', groupIndex, 'devices', index];
      const place = {
        file: page.file,
        entry: page.id,
        field: `${fieldPath.join('.')}.product`,
        line: page.lineOf(fieldPath),
      };
      if (device.product) checkProductIds(context, place, [device.product]);
      else if (!device.name)
        context.problems.add(page.file, page.id, fieldPath.join('.'), 'laitteelta puuttuu nimi tai tuote', place.line);
    });
  });
}
