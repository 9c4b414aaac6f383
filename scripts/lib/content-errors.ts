// Imported first by a command-line script that reads the content: a ContentError thrown anywhere in it, also while its
// imports read the content, ends the run with the build's own message (file, line, entry, field) and exit code 1
// instead of a stack trace. Any other error is left to Node as it is.
import { ContentError } from '../../src/content/problems.ts';

process.on('uncaughtException', (error) => {
  if (!(error instanceof ContentError)) throw error;
  console.error(`${error.message}\nKorjaa nämä ensin (npm run build kertoo samat).`);
  process.exit(1);
});
