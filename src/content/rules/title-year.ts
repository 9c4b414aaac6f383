// A year in a page's title comes from its update date: an editor writes `{vuosi}` ("Paras kreatiini {vuosi}") and the
// build writes the year of `updateDate`, so a title cannot promise a fresher page than its date shows. A typed year is
// refused.

/** The placeholder an editor writes for the update date's year. */
export const yearPlaceholder = '{vuosi}';

/** The text with `{vuosi}` replaced by the year of `updateDate` (yyyy-mm-dd). */
export const withYear = (text: string, updateDate: string) => text.replaceAll(yearPlaceholder, updateDate.slice(0, 4));

/** The years typed into a text (1900–2099), which should be `{vuosi}`. */
export const typedYears = (text: string) => [...text.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)].map((match) => match[0]);

/** The message for a typed year in a field. */
export const typedYearMessage = (year: string) =>
  `vuosi ${year} on kirjoitettu otsikkoon: kirjoita ${yearPlaceholder}, niin vuosi tulee päivityspäivästä (updateDate)`;
