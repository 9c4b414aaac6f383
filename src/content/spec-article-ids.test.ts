import { describe, expect, it } from 'vitest';
import { contentItems, findDocument } from './collections.server';

// Spec §2 "Article ids in the content set (for lookup, not routes)", in the spec's order. Six of them the spec names
// in English; the content set writes them in Finnish, as every other id.
const specIds: readonly (readonly [specName: string, id: string])[] = [
  ['melatoniini', 'melatoniini'],
  ['unimaskit', 'unimaskit'],
  ['retinoli', 'retinoli'],
  ['verenpainemittarit', 'verenpainemittarit'],
  ['punavalo', 'punavalo'],
  ['lisäravinne-50-vuotiaille', 'lisäravinne-50-vuotiaille'],
  ['kreatiini', 'kreatiini'],
  ['kauneusravintolisat', 'kauneusravintolisat'],
  ['alykello', 'alykello'],
  ['mikroneulain', 'mikroneulain'],
  ['paljasjalkakengat', 'paljasjalkakengat'],
  ['lihashuoltovasara', 'lihashuoltovasara'],
  ['alyvaaka', 'alyvaaka'],
  ['deodorantti', 'deodorantti'],
  ['shampoo', 'shampoo'],
  ['laboratoriotesti', 'laboratoriotesti'],
  ['proteiinijauheet', 'proteiinijauheet'],
  ['adaptogeenit', 'adaptogeenit'],
  ['superfoodit', 'superfoodit'],
  ['elektrolyytit', 'elektrolyytit'],
  ['kirkasvalo', 'kirkasvalo'],
  ['epigeneettiset-ikatestit', 'epigeneettiset-ikatestit'],
  ['rentoutuminen', 'rentoutuminen'],
  ['unenlaatu', 'unenlaatu'],
  ['anti-aging', 'anti-aging'],
  ['kauneudenhoito-ravintolisat', 'kauneudenhoito-ravintolisat'],
  ['luonnonkosmetiikka', 'luonnonkosmetiikka'],
  ['kotitreeniohjelma', 'kotitreeniohjelma'],
  ['palautuminen', 'palautuminen'],
  ['alykello-vai-aktiivisuusranneke', 'alykello-vai-aktiivisuusranneke'],
  ['liikkujan-lisaravinteet', 'liikkujan-lisaravinteet'],
  ['unen-mittaaminen', 'unen-mittaaminen'],
  ['collagen-vs-creatine', 'kollageeni-vai-kreatiini'],
  ['smart-scale experiences', 'alyvaaka-kokemuksia'],
  ['vitamin D', 'd-vitamiini'],
  ['vitamins-and-minerals', 'vitamiinit-ja-kivennaisaineet'],
  ['Oura ring', 'oura-sormus'],
  ['ashwagandha', 'ashwagandha'],
  ['omega-3', 'omega-3'],
];

describe('the spec’s article ids', () => {
  it('are 39, each once', () => {
    expect(specIds).toHaveLength(39);
    expect(new Set(specIds.map(([, id]) => id)).size).toBe(39);
  });

  it.each(specIds)('%s (%s) has an entry in the article list and content to look up', (_specName, id) => {
    const entry = contentItems().find((item) => item.id === id);
    expect(entry, `article-list entry "${id}"`).toBeDefined();
    expect(entry!.title.length).toBeGreaterThan(0);
    // The content behind the id: an article file, or for the Oura ring the written review.
    expect(findDocument(id)?.file, `content for "${id}"`).toMatch(/^content\/(articles|reviews)\//);
  });
});
