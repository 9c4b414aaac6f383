import type { Article } from './collections.server.ts';

/** The least words of each kind of page (content guide). */
export const minimumWords = { comparison: 900, topic: 600, review: 700 } as const;

/**
 * What an article is, read from its body: a comparison has "Mukana vertailussa" (`::compared`); everything else is a
 * topic or support article (the gift guide and the face-cream guide show products without comparing them).
 */
export const articleKind = (article: Pick<Article, 'sections'>): 'comparison' | 'topic' =>
  article.sections.some((section) => section.type === 'compared') ? 'comparison' : 'topic';
