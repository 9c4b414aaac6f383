// What a device comparison's picks and "Paras valinta, jos" say about the specs its kind compares (device-specs.ts):
// a label that names a spec ("Pitkä akunkesto", "Paras Android-puhelimen käyttäjälle") compares every device on it, so
// every compared device needs that spec in the catalogue; a pick's text or a "Paras valinta, jos" that names one ("SNR
// 28 dB", "jopa 8 käyttäjää") states it of its own device, which needs it. A spec in the catalogue has its source and
// the day it was read; one typed only into the text has neither (issue 51).
import { deviceSpecs, specKinds, type SpecKey, type SpecKind } from '../device-specs.ts';
import type { ProductSpecs } from '../schemas/product.ts';

/** The words that name each spec in running Finnish. */
export const specWords: Record<SpecKey, RegExp> = {
  cuff: /\d+\s*[–-]\s*\d+\s*cm\b|(?<!\p{L})ympärys\p{L}*/iu,
  users: /\d+\s*(?:eri\s+)?käyttäjä\p{L}*|(?<!\p{L})(?:usea\p{L}*\s+käyttäjä\p{L}*|koko perhee\p{L}*)/iu,
  app: /(?<!\p{L})(?:sovellu\p{L}*|Connect\p{L}*|Health Mate|tulokse\p{L}* puhelimeen|tallentu\p{L}* puhelimeen)/iu,
  snr: /(?<!\p{L})(?:SNR|vaimen\p{L}*)|\d\s*dB\b/iu,
  lux: /(?<!\p{L})(?:luks\p{L}*|lux|lx|valoteh\p{L}*)(?!\p{L})/iu,
  luxDistance: /(?<!\p{L})(?:käyttö)?etäisyy\p{L}*|\d+\s*cm:n päästä/iu,
  batteryDays:
    /(?<!\p{L})(?:akunkest\p{L}*|akku\p{L}*\s+kest\p{L}*|joka päivä)|\d+\s*(?:vrk|päivää|vuorokautta)(?!\p{L})/iu,
  phones: /(?<!\p{L})(?:iPhone\p{L}*|Android\p{L}*|iOS)(?!\p{L})/iu,
  wavelengths: /\d+\s*nm(?!\p{L})|(?<!\p{L})(?:aallonpitu\p{L}*|infrapuna(?:n|a|lla|valo\p{L}*)?(?!\p{L}))/iu,
};

/** A spec a text names: its key and the words that name it. */
export interface SpecMention {
  key: SpecKey;
  words: string;
}

/** The specs of the comparison's kind that a text names, in the kind's order. */
export function specsNamed(kind: SpecKind, text: string): SpecMention[] {
  return specKinds[kind].flatMap((key) => {
    const match = specWords[key].exec(text);
    return match ? [{ key, words: match[0] }] : [];
  });
}

/** The lines (a card's `description`) that name one of these specs: each with its index, the spec and the words. */
export function specsTyped(lines: readonly string[], keys: readonly SpecKey[]) {
  return lines.flatMap((line, index) =>
    keys.flatMap((key) => {
      const words = specWords[key].exec(line)?.[0];
      return words ? [{ index, line, key, words }] : [];
    }),
  );
}

/** A compared device as the check needs it. */
export interface SpecifiedDevice {
  id: string;
  title: string;
  specs?: ProductSpecs;
}

const has = (device: SpecifiedDevice, key: SpecKey) => device.specs?.[key] !== undefined;
const heading = (key: SpecKey) => deviceSpecs[key].heading.toLowerCase();

/**
 * A pick's label that compares the devices on a spec some of them lack in the catalogue, as the build's messages (one
 * per spec).
 */
export function labelSpecProblems(kind: SpecKind, label: string, compared: readonly SpecifiedDevice[]): string[] {
  return specsNamed(kind, label).flatMap(({ key, words }) => {
    const missing = compared.filter((device) => !has(device, key)).map((device) => device.title);
    return missing.length === 0
      ? []
      : [
          `valinta "${label}" vertaa laitteita tiedolla ${heading(key)} ("${words}"), mutta tuoteluettelossa ei ole sitä lähteineen laitteille ${missing.join(', ')}: kirjaa tieto tuotteen specs-kenttään tai nimeä valinta sen mukaan, mitä tiedot näyttävät`,
        ];
  });
}

/**
 * A text about one device (a pick's words after its name, its "Paras valinta, jos") that states a spec the catalogue
 * does not hold for it, as the build's messages (one per spec).
 */
export function ownSpecProblems(kind: SpecKind, where: string, text: string, device: SpecifiedDevice): string[] {
  return specsNamed(kind, text).flatMap(({ key, words }) =>
    has(device, key)
      ? []
      : [
          `${where} sanoo laitteesta ${device.title} "${words}" (${heading(key)}), mutta tuoteluettelossa ei ole tuotteen tietoa ${heading(key)} lähteineen: kirjaa se specs-kenttään tai kerro, mitä tiedot näyttävät`,
        ],
  );
}
