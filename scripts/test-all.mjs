#!/usr/bin/env node
// README command 2 (and .ci/run): installs what the tests need, builds, runs every suite
// (jest across all packages, then Playwright against the built, separately served app) and
// ends with one line that sums them: "N passed, N failed".
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';

const env = { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };
const run = (cmd, opts = {}) => execSync(cmd, { cwd: ROOT, stdio: 'inherit', env, ...opts });
const section = (t) => console.log(`\n=== ${t} ===`);
const outDir = path.join(ROOT, 'e2e/.runtime');
fs.mkdirSync(outDir, { recursive: true });

section('Chromium');
if (!fs.existsSync('/usr/bin/chromium')) {
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  run(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
}
console.log(execSync('/usr/bin/chromium --version', { env }).toString().trim());

const t0 = Date.now();
section('Lint and type check');
run('corepack pnpm run lint');
run('corepack pnpm run typecheck');

section('Build');
const tb = Date.now();
run('corepack pnpm run build');
console.log(`Workspace build: ${((Date.now() - tb) / 1000).toFixed(1)} s`);

let passed = 0;
let failed = 0;

section('Unit and contract tests (jest)');
const jestOut = path.join(outDir, 'jest.json');
fs.rmSync(jestOut, { force: true });
spawnSync(path.join(ROOT, 'node_modules/.bin/jest'), ['--ci', '--json', `--outputFile=${jestOut}`], {
  cwd: ROOT,
  stdio: 'inherit',
  env,
});
if (fs.existsSync(jestOut)) {
  const j = JSON.parse(fs.readFileSync(jestOut, 'utf8'));
  passed += j.numPassedTests;
  // A suite that fails to run (syntax error, missing module) has no failed tests: count it.
  failed += j.numFailedTests + (j.numRuntimeErrorTestSuites || 0);
  console.log(`jest: ${j.numPassedTests} passed, ${j.numFailedTests} failed, ${j.numRuntimeErrorTestSuites} suites failed to run`);
} else {
  console.log('jest produced no report');
  failed += 1;
}

section('End-to-end tests (Playwright, Chromium)');
const pwOut = path.join(outDir, 'playwright.json');
fs.rmSync(pwOut, { force: true });
spawnSync(path.join(ROOT, 'e2e/node_modules/.bin/playwright'), ['test', '--reporter=list,json'], {
  cwd: path.join(ROOT, 'e2e'),
  stdio: 'inherit',
  env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut },
});
if (fs.existsSync(pwOut)) {
  const report = JSON.parse(fs.readFileSync(pwOut, 'utf8'));
  const s = report.stats;
  // A failure in one project skips every project that depends on it (matching after app): those
  // tests did not run, and a run that left tests out is not a pass. Count them with the failures;
  // only a test skipped on purpose (test.skip, e.g. the README screenshot specs) is left out.
  const notRun = skippedWithoutReason(report);
  passed += s.expected + s.flaky;
  failed += s.unexpected + notRun;
  console.log(
    `playwright: ${s.expected} passed, ${s.flaky} flaky, ${s.unexpected} failed, ${s.skipped - notRun} skipped on purpose, ${notRun} did not run`,
  );
  if (s.unexpected === 0 && s.expected + s.flaky === 0) failed += 1; // a run with no test is a failure
} else {
  console.log('playwright produced no report');
  failed += 1;
}

console.log(`\nTotal time: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** Tests the report lists as skipped that no `test.skip`/`fixme` skipped: they never ran. */
function skippedWithoutReason(report) {
  let n = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'skipped' && !(t.annotations ?? []).some((a) => a.type === 'skip' || a.type === 'fixme')) n++;
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return n;
}
