// Prints one closing line over every runner's JSON report: "Summary: N passed, N failed, N skipped".
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let passed = 0, failed = 0, skipped = 0;
const dir = 'test-results';
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`\nSummary: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
