// A page's "Viimeksi päivitetty" tells the truth: it is not before the day any source it cites was read, nor before the
// day the product facts it shows were read or a fact sheet it shows was checked ("Tarkistettu lähteitä vasten"), and
// not after the build's day.

/** What a page's update date is checked against. */
export interface DatedPage {
  updateDate: string;
  /** The sources it lists under "Lähteet" (its own and the shown sheets'), each with the day it was read. */
  sources: readonly { title: string; read?: string }[];
  /** The product facts it shows, each with the day they were read. */
  facts: readonly { product: string; checkedAt: string }[];
  /** The fact sheets it shows with `::fact`, each with the day it was checked against its sources. */
  sheets?: readonly { sheet: string; reviewed: string }[];
}

/** The newest day the page's content depends on, and what it is; undefined when nothing is dated. */
export function newestDependency(page: DatedPage): { day: string; what: string } | undefined {
  const dated = [
    ...page.sources.flatMap((source) =>
      source.read ? [{ day: source.read, what: `lähde "${source.title}" luettiin` }] : [],
    ),
    ...page.facts.map((fact) => ({ day: fact.checkedAt, what: `tuotteen ${fact.product} tiedot luettiin` })),
    ...(page.sheets ?? []).map((shown) => ({ day: shown.reviewed, what: `tietosivu ${shown.sheet} tarkistettiin` })),
  ];
  return dated.reduce<{ day: string; what: string } | undefined>(
    (newest, item) => (!newest || item.day > newest.day ? item : newest),
    undefined,
  );
}

/** Why a page's update date cannot be true on the build's day, or undefined when it can. */
export function updateDateProblem(page: DatedPage, today: string): string | undefined {
  if (page.updateDate > today)
    return `päivityspäivä ${page.updateDate} on rakennuspäivän ${today} jälkeen: kirjoita päivä, jona sisältö muuttui`;
  const newest = newestDependency(page);
  if (newest && newest.day > page.updateDate)
    return `päivityspäivä ${page.updateDate} on ennen kuin ${newest.what} ${newest.day}: siirrä päivityspäivä päivään, jona sivun sisältö muuttui`;
  return undefined;
}
