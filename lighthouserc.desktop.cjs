// Lighthouse CI on the desktop form factor: `npm run lighthouse:desktop`. The same pages, runs and assertions as the
// phone (lighthouserc.cjs), with Lighthouse's desktop preset.
const phone = require('./lighthouserc.cjs');

module.exports = {
  ...phone,
  ci: {
    ...phone.ci,
    collect: { ...phone.ci.collect, settings: { ...phone.ci.collect.settings, preset: 'desktop' } },
    upload: { ...phone.ci.upload, outputDir: 'reports/lighthouse-desktop' },
  },
};
