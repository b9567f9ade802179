// `npm test`: sets up what the tests need on a fresh machine (dependencies, system packages,
// PostgreSQL and Redis or their embedded fallbacks), builds once, then runs every layer against
// the build: static checks (lint, types), unit, integration (real PostgreSQL and Redis, real
// processes), end to end (real Chromium). Layers run one after the other so timing-sensitive
// integration tests never share the two cores with a browser.
//
//   npm test                 every layer
//   npm test -- unit e2e     only these layers
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureDependencies, projectEnv, projectNode, repoRoot as root } from '../setup/dependencies.mjs';
import { startMachinePostgresIfStopped } from '../setup/machine-postgres.mjs';
import { ensureSystemPackages } from '../setup/system-packages.mjs';

const LAYERS = ['static', 'unit', 'integration', 'e2e'];
const requested = process.argv.slice(2);
const unknown = requested.filter((layer) => !LAYERS.includes(layer));
if (unknown.length > 0) {
  console.error(`npm test: unknown layer ${unknown.join(', ')}; the layers are ${LAYERS.join(', ')}`);
  process.exit(2);
}
const layers = requested.length > 0 ? requested : LAYERS;

ensureDependencies('npm test');
// On a fresh clone npm found the system's Node; everything from here on runs on the project's own.
if (realpathSync(process.execPath) !== realpathSync(projectNode)) {
  const again = spawnSync(projectNode, [import.meta.filename, ...requested], { cwd: root, env: projectEnv(), stdio: 'inherit' });
  process.exit(again.status ?? 1);
}
ensureSystemPackages('npm test');

const node = process.execPath;
const env = projectEnv();
const run = (args, extraEnv = {}) => spawnSync(node, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } }).status === 0;

if (!run([join(root, 'tools/build/build.mjs')])) {
  console.error('build failed');
  process.exit(1);
}

/** The first line of a test's failure (the assertion or the error), short enough for a log's tail. */
function firstLineOf(messages = []) {
  const line = (messages[0] ?? '')
    .split('\n')
    .find((text) => text.trim() !== '')
    ?.trim();
  return line ? `\n      ${line.length > 300 ? `${line.slice(0, 300)}…` : line}` : '';
}

/** Lint and types: npm scripts of their own, so a developer runs the same with `npm run lint`. */
function runStaticChecks() {
  const failed = ['lint', 'typecheck'].filter((script) => spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit', env }).status !== 0);
  return { passed: 2 - failed.length, failed: failed.map((script) => `static: npm run ${script} (see above)`) };
}

// Only the layers that talk to them need PostgreSQL and Redis.
const needsBacking = layers.some((layer) => layer === 'integration' || layer === 'e2e');
if (needsBacking) startMachinePostgresIfStopped('npm test');
// Imported only when needed: a lint or unit run has no use for the launcher's PostgreSQL code.
const backing = needsBacking
  ? await (await import('../dist/test-backing/provide-test-backing.js')).provideTestBacking(root, (text) => console.log(`npm test: ${text}`))
  : undefined;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void backing?.stop().finally(() => process.exit(130));
  });
}

const reports = mkdtempSync(join(tmpdir(), 'lifewheel-test-'));
// The e2e layer's stacks write every process's log lines and spans here; scanned after the layer.
const captured = join(reports, 'e2e-output');
const totals = { passed: 0, failed: 0, skipped: 0 };
// Named again at the very end: a CI log's tail is often all anyone gets to see.
const failures = [];
let allOk = true;
for (const layer of layers) {
  if (layer === 'static') {
    const outcome = runStaticChecks();
    totals.passed += outcome.passed;
    totals.failed += outcome.failed.length;
    failures.push(...outcome.failed);
    allOk &&= outcome.failed.length === 0;
    continue;
  }
  const report = join(reports, `${layer}.json`);
  // The e2e layer is two projects (vitest.config.ts): most files two at a time, then the few whose
  // figures need a quiet machine, alone.
  const projects = layer === 'e2e' ? ['e2e', 'e2e-alone'] : [layer];
  const ok = run(
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { ...backing?.env, ...(layer === 'e2e' ? { LIFEWHEEL_TEST_CAPTURE_DIR: captured } : {}) },
  );
  allOk &&= ok;
  if (layer === 'e2e' && !run([join(root, 'tools/dist/test-logs/scan-captured.js'), captured])) {
    allOk = false;
    failures.push('e2e: a token, email address, cookie or Stripe secret in a log line or span (see the secret scan above)');
  }
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests;
    // A layer that failed outside any test (a hook, a crash) still counts as a failure.
    totals.failed += summary.numFailedTests || (ok ? 0 : 1);
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
    for (const file of summary.testResults) {
      for (const test of file.assertionResults.filter((result) => result.status === 'failed'))
        failures.push(`${layer}: ${relative(root, file.name)} > ${test.fullName}${firstLineOf(test.failureMessages)}`);
    }
    if (!ok && !summary.numFailedTests) failures.push(`${layer}: failed outside any test (an unhandled error or a hook; see above)`);
  } catch {
    totals.failed += 1;
    failures.push(`${layer}: no report (the run itself failed; see above)`);
    allOk = false;
  }
}
rmSync(reports, { recursive: true, force: true });
await backing?.stop();
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
for (const failure of failures) console.log(`  failed: ${failure}`);
process.exit(allOk && totals.failed === 0 && totals.passed > 0 ? 0 : 1);
