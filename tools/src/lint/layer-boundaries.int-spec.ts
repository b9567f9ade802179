import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE, REPO_ROOT } from '@lifewheel/testing';

interface Trial {
  /** Where the trial file would live (it is never written: ESLint reads it from memory). */
  path: string;
  code: string;
}

interface Verdict {
  path: string;
  errors: string[];
}

// ESLint's own API, run as `npm run lint` runs it: a separate Node process, the repository's
// eslint.config.js, no Nx daemon, and an empty Nx workspace-data folder, as in a fresh checkout
// where no project graph was ever cached.
const LINT_TRIALS = `
import { ESLint } from 'eslint';
const trials = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const verdicts = [];
for (const trial of trials) {
  const [result] = await eslint.lintText(trial.code, { filePath: trial.path });
  verdicts.push({ path: trial.path, errors: result.messages.filter((m) => m.severity === 2).map((m) => (m.ruleId ?? '') + ': ' + m.message) });
}
console.log(JSON.stringify(verdicts));
`;

let workspaceData: string;

beforeAll(() => {
  workspaceData = mkdtempSync(join(tmpdir(), 'lifewheel-nx-'));
});

afterAll(() => rmSync(workspaceData, { recursive: true, force: true }));

function lint(trials: Trial[]): { verdicts: Verdict[]; stdout: string } {
  const run = spawnSync(NODE, ['--input-type=module', '-e', LINT_TRIALS, JSON.stringify(trials)], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_WORKSPACE_DATA_DIRECTORY: workspaceData },
  });
  if (run.status !== 0) throw new Error(`ESLint did not run: ${run.stderr}`);
  const lines = run.stdout.trim().split('\n');
  return { verdicts: JSON.parse(lines.at(-1) ?? '[]') as Verdict[], stdout: run.stdout };
}

const importOf = (specifier: string) => `import * as trial from '${specifier}';\nexport const used = trial;\n`;

describe('the layer rules of `npm run lint`', () => {
  it('refuses every cross-layer import, from source and test files alike, without a cached project graph', () => {
    const refused: Trial[] = [
      { path: 'services/assessments/src/trial.ts', code: importOf('@lifewheel/billing/database') },
      { path: 'services/assessments/src/trial.spec.ts', code: importOf('@lifewheel/billing/database') },
      { path: 'services/assessments/src/trial.int-spec.ts', code: importOf('@lifewheel/identity/database') },
      { path: 'services/gateway/src/trial.ts', code: importOf('@lifewheel/tools/stand-ins') },
      { path: 'libs/wheel/src/trial.spec.ts', code: importOf('@lifewheel/platform') },
      { path: 'web/src/trial.tsx', code: importOf('@lifewheel/platform') },
      { path: 'web/src/trial.spec.ts', code: importOf('@lifewheel/platform') },
      { path: 'web/src/trial.ts', code: importOf('@lifewheel/content/premium') },
      { path: 'e2e/trial.e2e-spec.ts', code: importOf('@lifewheel/billing/database') },
      { path: 'e2e/trial-helper.ts', code: importOf('../services/identity/src/database.js') },
    ];
    const allowed: Trial[] = [
      { path: 'tools/src/migrate.ts', code: importOf('@lifewheel/billing/database') },
      { path: 'services/assessments/src/trial.int-spec.ts', code: importOf('@lifewheel/testing') },
      { path: 'services/billing/src/trial.int-spec.ts', code: importOf('@lifewheel/tools/stand-ins') },
      { path: 'web/src/trial.ts', code: importOf('@lifewheel/contracts') },
    ];
    const { verdicts, stdout } = lint([...refused, ...allowed]);
    // The rule ran: it did not skip itself for want of a graph.
    expect(stdout).not.toContain('No cached ProjectGraph');
    for (const [index, trial] of refused.entries()) {
      expect(verdicts[index]?.errors, `${trial.path} importing ${trial.code.split("'")[1]}`).not.toEqual([]);
    }
    for (const [index, trial] of allowed.entries()) {
      expect(verdicts[refused.length + index]?.errors, `${trial.path} importing ${trial.code.split("'")[1]}`).toEqual([]);
    }
  });
});
