// The folders `npm run test:mutation` mutates (stryker.config.mjs) and whose own tests its runs use (vite.config.ts):
// the pure logic and the content rules.
export const mutatedFolders = ['src/lib', 'src/content/rules'];
