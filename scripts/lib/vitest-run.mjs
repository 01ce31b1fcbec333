// `vitest run` that survives a test worker dying under it. Vitest 4's forks pool now and then loses a
// worker process on a loaded two-core machine ("Worker exited unexpectedly"): the files that worker
// held never finish, although no test failed. Those files, and only those, are run once more, loudly;
// a failed test, or a second loss, fails the run as before.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root, run } from './setup.mjs';

const report = join(root, 'test-artifacts', 'vitest-report.json');

function vitest(files) {
  rmSync(report, { force: true });
  try {
    run('npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...files,
    ]);
    return true;
  } catch {
    return false;
  }
}

/** Files whose tests were still running when their worker died: no failure, some tests never finished. */
function lostFiles() {
  if (!existsSync(report)) return [];
  const { numFailedTests, testResults } = JSON.parse(readFileSync(report, 'utf8'));
  if (numFailedTests > 0) return [];
  return testResults
    .filter((file) => file.assertionResults.some((test) => test.status === 'pending'))
    .map((file) => relative(root, file.name));
}

export function runVitest() {
  if (vitest([])) return;
  const lost = lostFiles();
  if (lost.length === 0) process.exit(1);
  console.error(
    `\nA test worker died before these files finished; running them once more:\n  ${lost.join('\n  ')}`,
  );
  if (!vitest(lost)) process.exit(1);
}
