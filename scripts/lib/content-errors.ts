// Imported first by a command-line script that reads the content: a ContentError thrown anywhere in it, also while its
// imports read the content, ends the run with the build's own message (file, line, entry, field) and exit code 1
// instead of a stack trace. Any other error is printed as Node prints it, and the run ends with exit code 1 too.
import { ContentError } from '../../src/content/problems.ts';

process.on('uncaughtException', (error) => {
  console.error(
    error instanceof ContentError ? `${error.message}\nKorjaa nämä ensin (npm run build kertoo samat).` : error,
  );
  process.exit(1);
});
