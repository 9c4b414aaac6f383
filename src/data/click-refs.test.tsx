// Issue 50, item 6: every tracking link on a page names the page and where on it the link is (docs/affiliate.md,
// "Click references"). The site's own content has no programme yet, so the pages here are made from a copy of
// content/ in which four shops have one, one at each network, and the publisher's ids come from the environment, as a
// build with AFFILIATE_<NETWORK>_PUBLISHER gets them. What is checked is what a reader's browser gets: the rendered
// views' links, the product list's cards and the search index.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { buildSearchIndex } from '../../scripts/search-index';
import { ArticleView } from '~/components/ArticleView';
import { ReviewView } from '~/components/ReviewView';
import { buildRouteView, type ArticleView as ArticleViewData } from '~/data/article-view.server';
import { buildReviewView, type ReviewView as ReviewViewData } from '~/data/reviews.server';
import { loader as productsLoader } from '~/routes/products';
import { testToday } from '../../scripts/lib/test-world.mjs';

const creatine = 'Star Nutrition Creatine Monohydrate';
const fitnesstukkuPage = 'https://www.fitnesstukku.fi/star-nutrition-creatine-monohydrate-500-g/FT-STAR-500.html';
const bodystorePage = 'https://www.bodystore.com/fi/star-nutrition-creatine-monohydrate-500g';

/** Each network's link as its help pages write it, with the click reference in its own parameter. */
const adtraction = (ref: string, url: string) =>
  `https://track.adtraction.com/t/t?a=1487384625&as=1039629367&t=2&tk=1&epi=${ref}&url=${encodeURIComponent(url)}`;
const awin = (ref: string, url: string) =>
  `https://www.awin1.com/cread.php?awinmid=12345&awinaffid=987654&clickref=${ref}&ued=${encodeURIComponent(url)}`;

/** The copy's shops: which network each has a programme at, and the publisher's id there. */
const programmes = {
  fitnesstukku: { network: 'adtraction', programme: '1487384625', publisher: '1039629367' },
  bodystore: { network: 'awin', programme: '12345', publisher: '987654' },
  verkkokauppa: { network: 'tradedoubler', programme: '310409', publisher: '982247' },
  puhdistamo: { network: 'tradetracker', programme: '21449', publisher: '448474' },
};

/** Edits a YAML file of the copy with the Document API, keeping its comments and order. */
function editYaml(file: string, edit: (doc: ReturnType<typeof parseDocument>) => void) {
  const doc = parseDocument(readFileSync(file, 'utf8'));
  edit(doc);
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
}

const entryOf = (doc: ReturnType<typeof parseDocument>, id: string) =>
  (doc.contents as YAMLSeq<YAMLMap>).items.find((item) => item.get('id') === id)!;

let root = '';

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'viitteet-'));
  const content = path.join(root, 'content');
  cpSync('content', content, { recursive: true });
  editYaml(path.join(content, 'shops.yaml'), (doc) => {
    for (const [shop, { network, programme }] of Object.entries(programmes))
      entryOf(doc, shop).set('affiliate', doc.createNode({ network, programme }));
  });
  // The creatine's two offers are pinned here, so which shop the card leads to does not move with the catalogue.
  editYaml(path.join(content, 'products', 'kreatiini.yaml'), (doc) => {
    const offers = entryOf(doc, 'star-nutrition-creatine-monohydrate').get('offers') as YAMLSeq<YAMLMap>;
    offers.items = [
      doc.createNode({ store: 'fitnesstukku', price: '19,90 €', checkedAt: testToday, url: fitnesstukkuPage }),
      doc.createNode({ store: 'bodystore', price: '21,90 €', checkedAt: testToday, url: bodystorePage }),
    ] as YAMLMap[];
  });
  vi.stubEnv('CONTENT_DIR', content);
  // The copy's own offers, pinned above, not the suite's world.
  vi.stubEnv('SITE_OFFERS', '');
  for (const { network, publisher } of Object.values(programmes))
    vi.stubEnv(`AFFILIATE_${network.toUpperCase()}_PUBLISHER`, publisher);
});

afterAll(() => {
  vi.unstubAllEnvs();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Renders a view inside a router, as its route does. */
function renderAt(pathname: string, view: () => ReactNode) {
  const Stub = createRoutesStub([{ path: pathname, Component: view }]);
  render(<Stub initialEntries={[pathname]} />);
}

/** The click reference of a tracking link: Adtraction's and Tradedoubler's `epi`, Awin's `clickref`, TradeTracker's `r`. */
const refOf = (href: string | null) => {
  const parameters = new URL(href!).searchParams;
  return parameters.get('epi') ?? parameters.get('clickref') ?? parameters.get('r');
};

/** The card of a product in the comparison's "Vertailun tuotteet". */
const cardOf = (title: string) =>
  within(screen.getByRole('region', { name: 'Vertailun tuotteet' }))
    .getAllByRole('article')
    .find((article) => within(article).queryByRole('heading', { level: 3, name: title }))!;

describe('a comparison’s store links say which part of the page they are in', () => {
  let view: ArticleViewData;
  beforeAll(() => {
    view = buildRouteView('/paras-kreatiini') as ArticleViewData;
  });
  // Each test gets the page anew: the setup unmounts what a test rendered.
  beforeEach(async () => {
    renderAt('/paras-kreatiini', () => <ArticleView view={view} />);
    await screen.findByRole('heading', { level: 1 });
  });

  it('the card: its button and its other shop', () => {
    const card = cardOf(creatine);
    expect(within(card).getByRole('link', { name: /^Siirry verkkokauppaan!/ })).toHaveAttribute(
      'href',
      adtraction('paras-kreatiini.kortti', fitnesstukkuPage),
    );
    expect(within(card).getByRole('link', { name: /^Bodystore 21,90 €/ })).toHaveAttribute(
      'href',
      awin('paras-kreatiini.kortti', bodystorePage),
    );
  });

  it('the summary table', () => {
    const row = within(screen.getByRole('table', { name: /^Vertailun tuotteet lyhyesti/ }))
      .getAllByRole('row')
      .find((tr) => within(tr).queryByRole('rowheader', { name: creatine }))!;
    expect(within(row).getByRole('link', { name: /^Fitnesstukku/ })).toHaveAttribute(
      'href',
      adtraction('paras-kreatiini.taulukko', fitnesstukkuPage),
    );
  });

  it('the text: the product section’s heading and its picture', () => {
    const section = screen.getByRole('region', { name: new RegExp(`^${creatine}`) });
    // The heading's link and the picture's, which is hidden from assistive technology as a repeat of the heading's.
    const shopLinks = within(section)
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('rel')?.includes('sponsored'));
    const text = adtraction('paras-kreatiini.teksti', fitnesstukkuPage);
    expect(shopLinks.map((link) => link.getAttribute('href'))).toEqual([text, text]);
    expect(within(section).getByRole('heading', { level: 2 })).toContainElement(shopLinks[0]!);
  });

  it('a shop at each of the other networks gets the same reference in that network’s parameter', () => {
    const card = cardOf('Puhdistamo Athletics Kreatiini');
    const href = within(card)
      .getByRole('link', { name: /^Siirry verkkokauppaan!/ })
      .getAttribute('href')!;
    expect(new URL(href).host).toBe('tc.tradetracker.net');
    expect(new URL(href).searchParams.get('r')).toBe('paras-kreatiini.kortti');
  });
});

describe('store links elsewhere carry their page and placement', () => {
  it.each<[review: string, host: string, ref: string]>([
    ['/tuotearvostelut/loop-earplugs', 'clk.tradedoubler.com', 'loop-earplugs.painike'],
    ['/tuotearvostelut/puhdistamo-magnesium', 'tc.tradetracker.net', 'puhdistamo-magnesium.painike'],
  ])('the review %s: its shop buttons', async (pathname, host, ref) => {
    const view = buildReviewView(pathname) as ReviewViewData;
    renderAt(pathname, () => <ReviewView view={view} />);
    const buttons = await screen.findAllByRole('link', { name: /^Siirry verkkokauppaan!/ });
    expect(
      buttons.map((button) => [new URL(button.getAttribute('href')!).host, refOf(button.getAttribute('href'))]),
    ).toEqual(buttons.map(() => [host, ref]));
  });

  it('the product list /tuotteet: its cards', () => {
    const { items } = productsLoader();
    const card = items.find((item) => item.card.title === creatine)!.card;
    expect(card.href).toBe(adtraction('tuotteet.kortti', fitnesstukkuPage));
    expect(card.otherOffers.map((offer) => offer.href)).toEqual([awin('tuotteet.kortti', bodystorePage)]);
  });

  it('the search index, which the search page and the header’s suggestions share', () => {
    const entry = buildSearchIndex().find((item) => item.title === creatine)!;
    expect(entry.href).toBe(adtraction('haku.haku', fitnesstukkuPage));
  });
});
