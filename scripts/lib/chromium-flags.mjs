// Chromium's flags for the project's headless runs, the e2e tests' (playwright.config.ts) and Lighthouse CI's
// (lighthouserc.cjs): no sandbox or /dev/shm in a container, and none of the background requests that would try to
// reach the internet, which is closed here.
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
