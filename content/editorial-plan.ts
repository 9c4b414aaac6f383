/**
 * Which routes each content issue delivers in full, so that tests can hold every one of them to the content guide:
 * a body, the word count, resolving products. A topic or support article needs 600 words, a comparison 900.
 */
export interface PlannedRoutes {
  /** Comparison articles ("Paras …"): 900+ words, 3–9 products. */
  comparisons: readonly string[];
  /** Topic and support articles: 600+ words. */
  topics: readonly string[];
  /** Older addresses that show one of the articles above. */
  aliases: readonly string[];
}

export const editorialPlan: Record<string, PlannedRoutes> = {
  'Lisäravinteet ja liikunta (issue 8)': {
    comparisons: [
      '/paras-elektrolyytti',
      '/paras-elektrolyyttijauhe',
      '/paras-superfood',
      '/paras-lisäravinne-50-vuotiaille',
      '/paras-kollageenivalmiste',
      '/paras-omega3',
      '/paras-dvitamiini',
      '/paras-adaptogeeni',
      '/paras-lihashuoltovasara',
      '/paras-paljasjalkakenka',
      '/paras-kotitreeniväline',
      '/parhaat-proteiinijauheet',
    ],
    topics: [
      '/adaptogeenit',
      '/superfoodit',
      '/elektrolyytit',
      '/proteiinijauheet',
      '/d-vitamiini',
      '/kotitreeniohjelma',
      '/palautuminen',
      '/liikkujan-lisaravinteet',
      '/articles/lisaravinteet/omega3',
      '/articles/tukiartikkelit/kollageeni-vai-kreatiini',
    ],
    aliases: [
      '/articles/lisaravinteet/superfood',
      '/articles/lisaravinteet/superfoodit',
      '/articles/lisaravinteet/elektrolyytit',
      '/articles/liikunta/liikkujan-lisaravinteet',
    ],
  },
  'Uni ja terveysteknologia (issue 9)': {
    comparisons: [
      '/paras-tyyny',
      '/paras-korvatulppa',
      '/paras-unimaski',
      '/paras-painopeitto',
      '/paras-unenseurantalaitteet',
      '/paras-alykello',
      '/paras-alyvaaka',
      '/paras-verenpainemittari',
      '/paras-kirkasvalolamppu',
    ],
    topics: [
      '/kirkasvalot',
      '/punavalo',
      '/alykello-vai-aktiivisuusranneke',
      '/epigeneettiset-ikatestit',
      '/unen-mittaaminen',
      '/rentoutuminen',
      '/articles/tukiartikkelit/alyvaaka-kokemuksia',
      '/articles/mindfulness/laadukas-uni',
      // A guide to the kinds of melatonin products rather than a product comparison: no melatonin food supplement could
      // be confirmed by name, and the 3 and 5 mg products are self-care medicines, which are not advertised.
      '/paras-melatoniini',
    ],
    aliases: ['/articles/uni/unen-mittaaminen', '/articles/tukiartikkelit/melatoniini'],
  },
  'Kauneus ja lahjaideat (issue 10)': {
    comparisons: [
      '/paras-luonnonkosmetiikka-deodorantti',
      '/paras-shampoo',
      '/paras-biotiini',
      '/paras-hyaluronihappo',
      '/paras-aurinkovoide',
      '/paras-ihokarvanpoistaja',
      '/paras-kasvohoyrytin',
      '/paras-retinoli',
      '/paras-mikroneulain',
      '/paras-kauneusravintolisa',
    ],
    topics: [
      '/anti-aging',
      '/kauneuden-hoito-ravintolisilla',
      '/luonnonkosmetiikka',
      '/parhaat-lahjaideat',
      '/articles/vertailut/luonnonkosmetiikan-kasvovoiteet',
      '/articles/vertailut/mikroneulauslaitteet',
    ],
    aliases: [
      '/articles/kauneus/kauneudenhoito-ravintolisat',
      '/articles/kauneus/luonnonkosmetiikka',
      '/articles/vertailut/kauneusravintolisat',
    ],
  },
};

/** The least words of each kind of article (content guide). */
export const minimumWords = { comparison: 900, topic: 600, review: 700 } as const;
