import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/**
 * Issue 39, item 1: tsc checks a code's params where a problem is made — `coded({ code, params })` and
 * the constructors that take a code (`...[params]: ParamsArg<C>`). `said()` (lib/problem.ts) makes a
 * problem without that check, so it may be called only where the check was already made: inside such a
 * constructor (its signature, at most a few lines above the call, names `ParamsArg<`, `ParamsOf<` or a
 * type built on them), or where a problem is passed on under the code and params it was made with
 * (PASSED_ON). Anywhere else a producer would escape the check.
 */
const root = process.cwd();
function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Where a problem made and checked elsewhere is made again: the file and the words of the call. */
const PASSED_ON: readonly (readonly [string, string])[] = [
  // a league's results file's problem (the TRF or crosstable reader's, checked there) as the league's
  ['lib/competitions/round-robin-league/load-round-robin-league.ts', 'said<Problem<LeagueProblemCode, '],
  // a TRF reader's problem as a tournament file's
  ['lib/series/tournament-file.ts', "said<Problem<ProblemCode, 'severity' | 'line'>>({ code: p.code"],
  // the rows of one code past the first ones, said by MORE_ROWS under the row's own code
  ['lib/import/problems.ts', 'params: { folded: code'],
];
/** A signature that checks its code's params. */
const CHECKED = /ParamsArg<|ParamsOf<|LeagueProblemExtra<|CodeAndParams</;

test('said() is called only inside a constructor that checks its params, or to pass a problem on', () => {
  const escaped: string[] = [];
  for (const file of ['app', 'lib', 'server', 'cli'].flatMap(files)) {
    if (file === 'lib/problem.ts') continue;
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!/\bsaid(<[^(]*>)?\(/.test(line) || /^\s*(\/\/|\*|\/\*)/.test(line)) return;
      if (PASSED_ON.some(([f, words]) => f === file && line.includes(words))) return;
      if (lines.slice(Math.max(0, i - 8), i + 1).some((l) => CHECKED.test(l))) return;
      escaped.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  expect(escaped).toEqual([]);
});

test('each pass-on named above is still there (a stale entry would let another call through)', () => {
  for (const [file, words] of PASSED_ON) expect(readFileSync(join(root, file), 'utf8'), file).toContain(words);
});
