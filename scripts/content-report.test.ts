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

const run = (contentDir: string) => {
  try {
    // Node with tsx's loader, which is what the tsx command starts, without npx's own start (a fifth of each run).
    const args = ['--import', 'tsx', 'scripts/content-report.ts', '--', 'verenpainemittarit'];
    const stdout = execFileSync(process.execPath, args, {
      env: { ...process.env, CONTENT_DIR: contentDir },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { stdout, stderr: '', status: 0 };
  } catch (error) {
    return error as { stdout: string; stderr: string; status: number };
  }
};
const report = (contentDir: string) => run(contentDir).stdout;

describe('content:report', () => {
  it('reports 0 rule violations on the content as it is, and counts a planted one with its message', () => {
    expect(report('content')).toContain('Sääntörikkeet, joihin rakennus pysähtyy: 0.');
    const page = path.join(copy, 'articles', 'verenpainemittarit.md');
    const source = readFileSync(page, 'utf8');
    const conclusion = '- **Keskiarvomittaus:**';
    expect(source).toContain(conclusion);
    writeFileSync(
      page,
      source.replace(conclusion, `- **Kotikäyttöön:** Beurer BM 54 – kaksi käyttäjää.\n${conclusion}`),
    );
    const planted = report(copy);
    expect(planted).toContain('Sääntörikkeet, joihin rakennus pysähtyy: 1.');
    expect(planted).toContain('"Kotikäyttöön" on Beurer BM 54, mutta ehdon täyttymistä ei tiedetä "validoitu"');
  }, 120_000);

  it('names a catalogue entry the content cannot be read with, without a stack trace, and exits 1', () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'content-report-'));
    cpSync('content', broken, { recursive: true });
    try {
      const file = path.join(broken, 'products', 'verenpainemittarit.yaml');
      const source = readFileSync(file, 'utf8');
      const offer = /^(\s+)- store: verkkokauppa\n/m.exec(source)!;
      writeFileSync(
        file,
        source.replace(offer[0], `${offer[0]}${offer[1]}  url: http://www.verkkokauppa.com/fi/product/1\n`),
      );
      const result = run(broken);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(
        /^content\/products\/verenpainemittarit\.yaml:\d+ › [\w-]+ › offers\.\d+\.url: https-osoite$/m,
      );
      expect(result.stderr).not.toMatch(/^\s+at /m);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  }, 120_000);
});
