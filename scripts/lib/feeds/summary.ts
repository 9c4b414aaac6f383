// What `npm run offers:import` prints and how it exits, from the import's result: each feed's rows, changes, held
// prices and reason for failing, warnings where nothing matched, and the offers not refreshed.
import type { FeedReport } from './import.ts';

export interface ImportSummaryOptions {
  dryRun: boolean;
  staleDays: number;
  maxPriceFactor: number;
}

/** The report's lines and the exit code: 1 when every feed failed, else 0 (a failed feed among others is reported). */
export function importSummary(
  result: { reports: readonly FeedReport[]; changedFiles: readonly string[]; stale: readonly string[] },
  options: ImportSummaryOptions,
): { lines: string[]; exitCode: number } {
  const lines: string[] = [];
  for (const report of result.reports) {
    if (report.error) {
      lines.push(
        `${report.feed}: VIRHE ${report.error}`,
        '  Syötteestä ei kirjoitettu mitään; muut syötteet luettiin.',
      );
      continue;
    }
    lines.push(
      `${report.feed}: ${report.rows} riviä, ${report.matched} tuoteluettelossa, ${report.changes.length} muuttui, ${report.unchanged} ennallaan`,
    );
    if (report.rows > 0 && report.matched === 0)
      lines.push(
        '  VAROITUS: yksikään rivi ei vastannut tuoteluettelon tuotetta: tarkista tuotteiden gtin ja kaupan tunnus shopProductId',
      );
    for (const change of report.changes) lines.push(`  ${change}`);
    for (const held of report.held)
      lines.push(
        `  PIDÄTETTY: ${held.productId} hinta ${held.from} → ${held.to} muuttui yli ${options.maxPriceFactor}-kertaiseksi tai alle 1/${options.maxPriceFactor}:aan; tarkista kaupan sivulta ja hyväksy: npm run offers:import -- --accept ${held.productId}`,
      );
    if (report.notFound.length > 0) lines.push(`  syötteessä ei ollut: ${report.notFound.join(', ')}`);
  }
  const read = result.reports.filter((report) => !report.error);
  if (read.length > 0 && read.every((report) => report.matched === 0))
    lines.push('VAROITUS: tuonti ei löytänyt syötteistä yhtään tuoteluettelon tuotetta.');
  lines.push(
    options.dryRun
      ? `Kokeiluajo: ${result.changedFiles.length} tiedostoa muuttuisi, mitään ei kirjoitettu.`
      : `Kirjoitettu: ${result.changedFiles.join(', ') || 'ei muutoksia'}.`,
  );
  if (result.stale.length > 0)
    lines.push(
      `Hinta tarkistettu yli ${options.staleDays} päivää sitten (${result.stale.length}): ${result.stale.join(', ')}`,
    );
  const failed = result.reports.filter((report) => report.error).length;
  return { lines, exitCode: result.reports.length > 0 && failed === result.reports.length ? 1 : 0 };
}
