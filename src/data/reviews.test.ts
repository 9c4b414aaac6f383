import { describe, expect, it } from 'vitest';
import { loadContent } from '~/content/collections.server';
import { buildReviewView, reviewCards, topReviewCards } from './reviews.server';

describe('review cards', () => {
  it('has a card for every written review with a route, best rated first, ties by title', () => {
    const cards = reviewCards();
    expect(cards.map((card) => card.id).sort()).toEqual(
      loadContent()
        .reviews.map((review) => review.id)
        .sort(),
    );
    for (let index = 1; index < cards.length; index += 1) {
      const [previous, current] = [cards[index - 1]!, cards[index]!];
      expect(
        previous.rating > current.rating ||
          (previous.rating === current.rating && previous.title.localeCompare(current.title, 'fi') <= 0),
      ).toBe(true);
    }
  });

  it.each([0, 1, 3, 10])('topReviewCards(%i) takes at most that many from the top', (count) => {
    expect(topReviewCards(count)).toEqual(reviewCards().slice(0, count));
  });
});

describe('buildReviewView', () => {
  it.each([
    ['/tuotearvostelut/oura-sormus', 'review'],
    ['/garmin-vivomore-trend-tuotearvostelu', 'review'],
    ['/tuotearvostelut/oura-sormus/', 'review'],
    ['/vaistoa-uoma-2-tuotearvostelu', 'missing'],
    ['/tuotearvostelut/ei-tallaista', 'missing'],
    ['/paras-kreatiini', 'missing'],
    ['/', 'missing'],
  ])('%s → %s', (path, kind) => {
    expect(buildReviewView(path).kind).toBe(kind);
  });

  it('builds sections with unique heading ids, the store link and the verdict', () => {
    const view = buildReviewView('/tuotearvostelut/oura-sormus');
    if (view.kind !== 'review') throw new Error('Oura-arvostelu puuttuu');
    const ids = view.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[a-z0-9-]+$/.test(id))).toBe(true);
    expect(view.sections.some((section) => section.type === 'text-with-image')).toBe(true);
    expect(view.product?.href).toMatch(/^https:\/\//);
    expect(view.verdict.recommend.length).toBeGreaterThan(0);
    expect(view.verdict.consider.length).toBeGreaterThan(0);
    expect(JSON.stringify(view.introduction)).toContain('Oura');
  });
});
