import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run content:report` counts the problems the build would stop on, found by the build's own check: on the content
// as it is none, and a pick planted against a page's must-haves is counted and named.
const copy = mkdtempSync(path.join(tmpdir(), 'content-report-'));
cpSync('content', copy, { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const report = (contentDir: string) => {
  try {
    return execFileSync('npx', ['tsx', 'scripts/content-report.ts', '--', 'verenpainemittarit'], {
      env: { ...process.env, CONTENT_DIR: contentDir },
      encoding: 'utf8',
    });
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
};

describe('content:report', () => {
  it('reports 0 rule violations on the content as it is, and counts a planted one with its message', () => {
    expect(report('content')).toContain('Sääntörikkeet, joihin rakennus pysähtyy: 0.');
    const page = path.join(copy, 'articles', 'verenpainemittarit.md');
    const source = readFileSync(page, 'utf8');
    const conclusion = '- **Keskiarvomittaus:**';
    expect(source).toContain(conclusion);
    writeFileSync(page, source.replace(conclusion, `- **Edullisin:** Beurer BM 54 – halvin.\n${conclusion}`));
    const planted = report(copy);
    expect(planted).toContain('Sääntörikkeet, joihin rakennus pysähtyy: 1.');
    expect(planted).toContain('"Edullisin" on Beurer BM 54, mutta ehdon täyttymistä ei tiedetä "validoitu"');
  }, 120_000);
});
