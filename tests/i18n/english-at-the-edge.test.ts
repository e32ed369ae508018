/**
 * Issue 39, item 2: a problem carries a code and its values, no words; the API's English `message`
 * is rendered at the edge (server/api.ts `refusal`, `inEnglish` in lib/problem.ts), in the key order
 * the JSON answers had when `coded()` filled it where the problem was made.
 */
import { describe, expect, test } from 'vitest';
import { coded, inEnglish, refuse, said, type Problem } from '@/lib/problem';
import { problem } from '@/lib/import/problems';
import { refusal } from '@/server/api';

describe('a problem carries no words', () => {
  test('coded() and said() make a problem without a message', () => {
    expect(coded<Problem>({ code: 'NOT_FOUND', params: { what: 'season', name: 'gp-2031' } })).toEqual({ code: 'NOT_FOUND', params: { what: 'season', name: 'gp-2031' } });
    expect('message' in said<Problem>({ code: 'BUSY' })).toBe(false);
    expect('message' in problem('BAD_POINTS', 3, { value: 'x', reason: 'not-a-number' })).toBe(false);
  });
});

describe("the API's refusal says each problem in English", () => {
  test('a problem made without a message answers with its English, after its other fields, byte for byte', async () => {
    const r = refusal(refuse([coded<Problem>({ code: 'NOT_FOUND', params: { what: 'season', name: 'gp-2031' } })]));
    expect(r.status).toBe(404);
    expect(await r.text()).toBe('{"errors":[{"code":"NOT_FOUND","params":{"what":"season","name":"gp-2031"},"message":"No season \\"gp-2031\\"."}]}');
  });

  test('a file problem keeps its line first; a code without params has its words for none', async () => {
    const r = refusal(refuse([coded<Problem>({ line: 4, code: 'EMPTY_FILE' }), coded<Problem>({ code: 'BUSY' })]));
    const body = (await r.json()) as { errors: Record<string, unknown>[] };
    expect(body.errors.map((e) => Object.keys(e))).toEqual([
      ['line', 'code', 'message'],
      ['code', 'message'],
    ]);
    expect(body.errors.every((e) => typeof e.message === 'string' && e.message !== '' && e.message !== e.code)).toBe(true);
  });

  test('a problem passed on with its placed English keeps that English', async () => {
    const placed = { line: 3, code: 'BAD_POINTS', message: 'games.csv line 3: Points "x" are not a number.', params: { value: 'x', file: 'games.csv' } };
    const r = refusal(refuse([placed]));
    expect(await r.text()).toBe(JSON.stringify({ errors: [placed] }));
  });
});

describe('inEnglish', () => {
  test("`after: 'code'` puts the English where the uploads' answers have it: line, code, message, params", () => {
    const p = inEnglish({ line: 7, code: 'NOT_FOUND', params: { what: 'season', name: 'x' } }, 'code');
    expect(Object.keys(p)).toEqual(['line', 'code', 'message', 'params']);
    expect(p.message).toBe('No season "x".');
  });

  test('says a code the catalogue lacks by the code itself, as the problem said before', () => {
    expect(inEnglish({ code: 'NO_SUCH_CODE' }).message).toBe('NO_SUCH_CODE');
  });
});
