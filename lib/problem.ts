import { describe, type Describable } from '@/lib/i18n/t';
import type { MessageCode, ParamsOf } from '@/lib/i18n/catalogue';

export type { MessageCode, ParamsOf };

/**
 * One shape for everything that can go wrong, in every layer (guides/architecture.md habit 16): an
 * import's line, a TRF record, a league's file, a calendar rule, a refused write. A producer writes
 * its code and the values of its words only (`Draft`); the words live in the message catalogue
 * (lib/i18n/), which `describe(lang, problem, { file })` (lib/i18n/t.ts) reads, with where it is: the one way
 * pages, actions, the API's English and the command line say a problem. A problem carries no words: its
 * English `message`, which the JSON contracts of /work/shared/spec/formats.md expose, is rendered at the
 * edge that prints it (`inEnglish`: the API's answers, `gp`) — issue 39, item 2.
 */
export type Severity = 'error' | 'warning';

/** The values a message's words need ("place": 3, "file": "gp03.csv"). */
export type ProblemParams = Record<string, string | number>;

interface ProblemFields<C extends string> {
  code: C;
  /** Errors refuse; warnings are shown and the input is still accepted. A refused write's problems are errors. */
  severity?: Severity;
  params?: ProblemParams;
  /** The file the problem is in ("swiss.trf"); "" for a competition's folder as a whole. */
  file?: string;
  /** 1-based physical line; 0 when the problem concerns the whole file. */
  line?: number;
  /** 1-based column where the offending field starts (fixed-column formats such as TRF). */
  column?: number;
  /** Which of a league season's inputs: `league.json`, the results or the postponements. */
  source?: string;
  /** The league of a league season the problem belongs to. */
  league?: string;
}

/** The fields a producer always fills: a file reader's problems always know their severity and line. */
type Known = 'severity' | 'file' | 'line';

/**
 * The one problem type. `Problem<TrfCode, 'severity' | 'line'>` is the same shape with the fields
 * its producer always knows made required, so readers need no `?? 0`.
 */
export type Problem<C extends string = string, K extends Known = never> = ProblemFields<C> & { [F in K]-?: NonNullable<ProblemFields<C>[F]> };

/** What a producer writes: the problem (a code and its values; it carries no words). */
export type Draft<P extends Problem> = P;

/**
 * A code and the params its catalogue entry declares (`msg<P>`, lib/i18n/catalogue.ts; issue 39, item 1):
 * tsc refuses a code the catalogue lacks, a missing param and an extra one. `params` may be left out
 * when the entry needs none.
 */
export type CodeAndParams<C extends MessageCode = MessageCode> = C extends MessageCode
  ? {} extends ParamsOf<C>
    ? { code: C; params?: ParamsOf<C> }
    : { code: C; params: ParamsOf<C> }
  : never;

/**
 * The params argument of a constructor that takes a code (`teamLeagueProblem(code, file, line, params)`):
 * `[params: ParamsOf<C>]`, optional when the code's entry needs none.
 */
export type ParamsArg<C extends MessageCode> = {} extends ParamsOf<C> ? [params?: ParamsOf<C>] : [params: ParamsOf<C>];

/**
 * A problem made from its code and values: the code and params are checked against the catalogue
 * (`CodeAndParams`): a missing or extra param does not compile. It carries no words: its English is
 * rendered where a program reads it (`inEnglish`, the API's JSON and `gp`), any language by `describe`.
 */
export function coded<P extends Problem>(draft: Omit<Draft<P>, 'code' | 'params'> & CodeAndParams<P['code'] & MessageCode>): P {
  return said(draft as Draft<P>);
}

/**
 * A problem made again from one already made (its code and params checked where it was first
 * made: `coded`), or from a constructor whose own signature checks them (`ParamsArg`): the same
 * problem, without the check a literal code allows.
 */
export function said<P extends Problem>(draft: Omit<Draft<P>, 'params'> & { params?: object }): P {
  return { ...draft } as unknown as P;
}

/** A problem with its English `message`, as the JSON contracts (/work/shared/spec/formats.md) and programs read it. */
export type English<P> = P & { message: string };

/**
 * A problem with its English (the catalogue's, said by `describe('en', p, 'none')`): rendered at the edge that
 * prints it — the API's answers (server/api.ts `refusal`, the uploads' `warnings`, a kind's
 * `load.errors`) and the command line; the problem itself carries only its code and values (issue 39,
 * item 2). `message` comes after the problem's other fields, the key order the JSON contracts have had
 * since `coded()` filled it where the problem was made, or right after `after` (`'code'`) for the
 * answers that wrote `{ line, code, message, params }`. A `message` already there (a problem passed
 * on with its placed English) is kept as it is.
 */
export function inEnglish<P extends { code: string; params?: object; message?: string }>(p: P, after?: keyof P & string): English<P> {
  if (typeof p.message === 'string') return p as English<P>;
  const message = describe('en', p as Describable, 'none');
  if (after === undefined || !(after in p)) return { ...p, message };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) {
    out[k] = v;
    if (k === after) out.message = message;
  }
  return out as English<P>;
}

/**
 * What a pure reader or loader answers (issue 39): the fields of its value with the warnings met on
 * the way, or the errors that refuse it, with the warnings — one shape for every loader instead of
 * one written out per loader. A pure reader knows no HTTP status: a use case turns its errors into a
 * refusal with `refuse()`. (The value's fields keep their names — `result`, `league`, `tournament` —
 * until each loader's move to one `value`, docs/architecture.md.) `W`, the warnings' type, is the
 * errors' unless a loader's warnings have codes of other readers (the open's: the TRF reader's).
 */
export type Loaded<T extends object, P, W = P> = ({ ok: true; warnings: W[] } & T) | { ok: false; errors: P[]; warnings: W[] };

/**
 * What a use case answers: its value, or the problems that refused it. `status` is the HTTP status
 * of the refusal, read from the problems' codes in one table (lib/problem-status.ts) by `refuse`.
 */
export type Result<T> = { ok: true; value: T } | Refusal;
export interface Refusal {
  ok: false;
  status: number;
  errors: Problem[];
}

export { notFound, refuse, statusOf } from './problem-status';
