// Build-time only: what the home page, the hubs and the comparisons index show (spec §2, "Pages").
import { aboutText, pageTexts } from '~/content/collections/pages.server';
import { contentItems } from '~/content/collections.server';
import { contentCategories } from '~/content/schemas/content-item';
import type { ArticleCardData } from '~/data/cards';
import { navigationData } from '~/data/navigation.server';
import { routeFor } from '~/config/routes';
import { allComparisons } from '~/data/comparisons.server';
import { articleCard } from '~/data/catalogue.server';
import { topReviewCards } from '~/data/reviews.server';
import { itemsByIds, newestArticles, uniqueItems, type SelectableItem } from '~/lib/article-selection';

const cards = (items: readonly SelectableItem[]): ArticleCardData[] =>
  items.flatMap((item) => articleCard(item.id) ?? []);

/** The three fixed popular articles: the creatine, melatonin and retinol comparisons. */
export const popularArticleIds = ['kreatiini', 'melatoniinivertailu', 'retinoliseerumi'] as const;

/** The home page's sections: the fixed popular articles, the newest articles and the three best-rated reviews. */
export function homeData() {
  const articleList = contentItems();
  return {
    popular: cards(itemsByIds(articleList, popularArticleIds)),
    newest: cards(newestArticles(articleList, 3)),
    reviews: topReviewCards(3),
    about: aboutData(),
    /** The topic hubs, as the footer lists them, with their descriptions. */
    topics: navigationData().footer.topics.map((topic) => {
      const entry = routeFor(topic.path);
      return { to: entry.path, title: entry.label, text: entry.description };
    }),
  };
}

/** The about text (spec §1), for the home page and /tietoa: it reaches the page through loaders, never the bundle. */
export function aboutData() {
  const about = aboutText();
  return { title: about.title, paragraphs: [...about.paragraphs] };
}

/** Which articles each hub lists (spec §2, "Category pages"). */
export function hubItems(hub: string): SelectableItem[] {
  const articleList = contentItems();
  switch (hub) {
    case 'lisaravinteet':
      return uniqueItems([
        ...articleList.filter((item) => item.category === 'Lisäravinteet' && item.id !== 'magnesium'),
        ...itemsByIds(articleList, ['ashwagandha', 'omega-3', 'kollageeni-vai-kreatiini', 'liikkujan-lisaravinteet']),
      ]);
    case 'terveysteknologia':
      return articleList.filter((item) => item.category === 'Terveysteknologia');
    case 'uni':
      // The spec's list: unimaskit, tyynyt and korvatulpat (an id missing from the list would be skipped).
      return itemsByIds(articleList, ['unimaskit', 'tyynyt', 'korvatulpat']);
    default:
      return articleList.filter((item) => item.hub === hub);
  }
}

/** A hub's introduction and cards. */
export function hubData(hub: string) {
  return { introduction: pageTexts()[`/${hub}`]?.intro ?? '', cards: cards(hubItems(hub)) };
}

/** Every registered comparison that exists in the article list, with no page size. */
export const comparisonCards = () => cards(allComparisons());

/** /artikkelit: every article and review as a card, newest first, and the categories that have articles. */
export function articleListing() {
  const items = [...contentItems()].sort((a, b) => b.meta.updateDate.localeCompare(a.meta.updateDate));
  return {
    cards: cards(items),
    categories: contentCategories.filter((category) => items.some((item) => item.category === category)),
  };
}
