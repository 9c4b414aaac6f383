import type { Site } from './schemas/site.ts';

/** The site's identity. Validated by `siteSchema` when the site is built and in the unit tests. */
export const site = {
  name: 'Hyvinvointivertailu',
  tagline:
    'Puolueettomat vertailut ja arvostelut, joiden avulla valitset lisäravinteet, unituotteet ja terveysteknologian.',
  origin: 'https://hyvinvointivertailu.fi',
  email: 'toimitus@hyvinvointivertailu.fi',
  socialLinks: [
    { name: 'Instagram', url: 'https://www.instagram.com/hyvinvointivertailu' },
    { name: 'Facebook', url: 'https://www.facebook.com/hyvinvointivertailu' },
    { name: 'YouTube', url: 'https://www.youtube.com/@hyvinvointivertailu' },
  ],
  copyrightHolder: 'Hyvinvointivertailu',
  affiliatePublisherIds: {},
} satisfies Site;
