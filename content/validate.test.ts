import { describe, expect, it } from 'vitest';
import { about } from './about';
import { site } from './site';
import { assertValidContent, findContentProblems } from './validate';

const valid = { site, about };

describe('content validation', () => {
  it('accepts the content as it is', () => {
    expect(findContentProblems(valid)).toEqual([]);
    expect(() => assertValidContent(valid)).not.toThrow();
  });

  it('accepts a SITE_URL override that is an https origin', () => {
    expect(findContentProblems({ ...valid, siteUrlOverride: 'https://esikatselu.example.fi' })).toEqual([]);
  });

  it.each([
    [
      'a social link over http',
      { ...valid, site: { ...site, socialLinks: [{ name: 'X', url: 'http://x.fi' }, ...site.socialLinks.slice(1)] } },
      'content/site.ts › site › socialLinks.0.url:',
    ],
    [
      'two social links',
      { ...valid, site: { ...site, socialLinks: site.socialLinks.slice(0, 2) } },
      'content/site.ts › site › socialLinks:',
    ],
    [
      'an origin with a trailing slash',
      { ...valid, site: { ...site, origin: 'https://hyvinvointivertailu.fi/' } },
      'content/site.ts › site › origin: ei kauttaviivaa lopussa',
    ],
    [
      'a SITE_URL over http',
      { ...valid, siteUrlOverride: 'http://localhost:4173' },
      'content/site.ts › site › origin:',
    ],
    [
      'a malformed e-mail',
      { ...valid, site: { ...site, email: 'toimitus(at)example.fi' } },
      'content/site.ts › site › email:',
    ],
    ['an empty name', { ...valid, site: { ...site, name: '' } }, 'content/site.ts › site › name:'],
    [
      'five paragraphs',
      { ...valid, about: { ...about, paragraphs: about.paragraphs.slice(0, 5) } },
      'content/about.ts › about › paragraphs:',
    ],
    [
      'no contact address',
      { ...valid, about: { ...about, paragraphs: about.paragraphs.map((p) => p.replace(site.email, 'meille')) } },
      'content/about.ts › about › paragraphs: yhdenkään kappaleen pitää mainita yhteysosoite toimitus@hyvinvointivertailu.fi',
    ],
    ['a missing title', { ...valid, about: { paragraphs: about.paragraphs } }, 'content/about.ts › about › title:'],
  ])('%s stops the build with a message naming file, entry and field', (_case, content, message) => {
    expect(() => assertValidContent(content)).toThrow(message);
  });

  it('lists every problem at once', () => {
    const broken = { site: { ...site, name: '', email: 'ei-osoite' }, about: { title: '', paragraphs: [] } };
    const fields = findContentProblems(broken).map((problem) => `${problem.file}:${problem.field}`);
    expect(fields).toEqual([
      'content/site.ts:name',
      'content/site.ts:email',
      'content/about.ts:title',
      'content/about.ts:paragraphs',
    ]);
  });
});
