// What a device comparison compares, declared once per kind of device: the specs its method section names, each read
// from the maker's page (the catalogue's `specs`, with its address and day). The summary table has a column for a spec
// only when every compared device has it, and `npm run content:report` lists the devices that lack one (issue 51).
import { z } from 'zod';
import { formatAmount, unknownFact, type FactRow } from '../lib/product-facts.ts';
import type { ProductSpecs } from './schemas/product.ts';

/** One spec: its column heading and the shape of its value. */
interface SpecDefinition {
  heading: string;
  /** `range`: [from, to] in `unit`; `number`: one figure in `unit`; `text`: as the maker names it. */
  value: 'range' | 'number' | 'text';
  unit?: string;
}

/** Every spec a comparison may compare, by its key in the catalogue. */
export const deviceSpecs = {
  /** A blood-pressure monitor's cuff: the arm circumferences it fits, in cm. */
  cuff: { heading: 'Mansetti', value: 'range', unit: 'cm' },
  /** How many people the device keeps readings apart for. */
  users: { heading: 'Käyttäjiä', value: 'number' },
  /** The maker's app the readings go to ("OMRON connect"). */
  app: { heading: 'Sovellus', value: 'text' },
  /** Ear plugs: the noise reduction the maker states (SNR), in dB. */
  snr: { heading: 'Vaimennus (SNR)', value: 'number', unit: 'dB' },
  /** A bright-light lamp: the illuminance the maker states, in lux … */
  lux: { heading: 'Valoteho', value: 'number', unit: 'lx' },
  /** … and the distance it is stated at, in cm. */
  luxDistance: { heading: 'Etäisyys', value: 'number', unit: 'cm' },
  /** The battery life the maker states, in days. */
  batteryDays: { heading: 'Akunkesto', value: 'number', unit: 'vrk' },
  /** The phones the device works with, as the maker states them ("Android ja iPhone"). */
  phones: { heading: 'Puhelimet', value: 'text' },
  /** The wavelengths of a red-light device, as the maker states them ("633 ja 830 nm"). */
  wavelengths: { heading: 'Aallonpituudet', value: 'text' },
} as const satisfies Record<string, SpecDefinition>;

export type SpecKey = keyof typeof deviceSpecs;
/** Every spec's key, in the declaration's order. */
export const specKeys = Object.keys(deviceSpecs) as SpecKey[];

/**
 * The kinds of device a comparison names in its `specKind`, each with the specs its method section compares, in the
 * table's order.
 */
export const specKinds = {
  verenpainemittarit: ['cuff', 'users', 'app'],
  korvatulpat: ['snr'],
  kirkasvalolamput: ['lux', 'luxDistance'],
  unenseurantalaitteet: ['batteryDays', 'phones'],
  älykellot: ['batteryDays', 'phones'],
  "älyvaa'at": ['users', 'app'],
  punavalot: ['wavelengths'],
} as const satisfies Record<string, readonly SpecKey[]>;

export type SpecKind = keyof typeof specKinds;
export const specKindKeys = Object.keys(specKinds) as [SpecKind, ...SpecKind[]];

/** A spec's value as the catalogue holds it. */
export type SpecValue = number | string | readonly [number, number];

const valueSchemas = {
  range: z
    .tuple([z.number().positive(), z.number().positive()])
    .refine(([from, to]) => from < to, 'väli: ensin pienempi, sitten suurempi luku'),
  number: z.number().positive(),
  text: z.string().min(2),
} as const;

/** The catalogue's `specs` of a product: values by spec key, from one page read on one day. */
export const specValuesShape = Object.fromEntries(
  Object.entries(deviceSpecs).map(([key, spec]) => [key, valueSchemas[spec.value].optional()]),
) as { [K in SpecKey]: z.ZodOptional<(typeof valueSchemas)[(typeof deviceSpecs)[K]['value']]> };

/** A spec's value as a table cell writes it: "22–42 cm", "2", "10 000 lx", "OMRON connect". */
export function formatSpec(key: SpecKey, value: SpecValue): string {
  const spec: SpecDefinition = deviceSpecs[key];
  const unit = spec.unit ? ` ${spec.unit}` : '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return `${formatAmount(value)}${unit}`;
  return `${formatAmount(value[0])}–${formatAmount(value[1])}${unit}`;
}

/** The specs a comparison of this kind compares, with their headings. */
export const specsOfKind = (kind: SpecKind | undefined) =>
  (kind ? specKinds[kind] : []).map((key) => ({ key, heading: deviceSpecs[key].heading }));

/**
 * The summary table's spec cells, row by row: of the specs the comparison's kind compares, those every compared device
 * has in the catalogue, in the kind's order. A spec that one device lacks is a column for none: the table never shows a
 * spec beside a blank, and `npm run content:report` names what is missing.
 */
export function specColumns(
  kind: SpecKind | undefined,
  specs: readonly (ProductSpecs | undefined)[],
): { heading: string; text: string }[][] {
  const shown = specsOfKind(kind).filter(
    ({ key }) => specs.length > 0 && specs.every((product) => product?.[key] !== undefined),
  );
  return specs.map((product) => shown.map(({ key, heading }) => ({ heading, text: formatSpec(key, product![key]!) })));
}

/** A device's "Tuotetiedot" rows: each spec its comparison compares, "—" where the catalogue does not have it. */
export const specRows = (kind: SpecKind | undefined, specs: ProductSpecs): FactRow[] =>
  specsOfKind(kind).map(({ key, heading }) => {
    const value = specs[key];
    return { label: heading, value: value === undefined ? unknownFact : formatSpec(key, value) };
  });

/**
 * A device card's lines for the specs the catalogue holds, in the declaration's order ("Käyttäjiä: 8", "Vaimennus
 * (SNR): 28 dB"): written once in `specs`, with their source, and never again in the card's `description`
 * (`specCopyProblems`).
 */
export const specLines = (specs: ProductSpecs | undefined): string[] =>
  specs
    ? specKeys.flatMap((key) => {
        const value = specs[key];
        return value === undefined ? [] : [`${deviceSpecs[key].heading}: ${formatSpec(key, value)}`];
      })
    : [];

/** What a product's card (and its search result) says of it: the catalogue's description, then its specs' lines. */
export const cardDescription = (product: { description: readonly string[]; specs?: ProductSpecs }): string[] => [
  ...product.description,
  ...specLines(product.specs),
];
