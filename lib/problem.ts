import { problemKey, problemWords } from '@/lib/i18n/problem-words';
import type { MessageCode, ParamsOf } from '@/lib/i18n/catalogue';

export type { MessageCode, ParamsOf };

/**
 * One shape for everything that can go wrong, in every layer (guides/architecture.md habit 16): an
 * import's line, a TRF record, a league's file, a calendar rule, a refused write. A producer writes
 * its code and the values of its words only (`Draft`); the words live in the message catalogue
 * (lib/i18n/), which `describe(lang, problem, { file })` (lib/i18n/t.ts) reads, with where it is: the one way
 * pages, actions, the API's English and the command line say a problem. `message` is the catalogue's English, filled
 * once by `coded()` where the problem is made, for the JSON contracts of
 * /work/shared/spec/formats.md that expose it and for the command line: no producer writes English.
 */
export type Severity = 'error' | 'warning';

/** The values a message's words need ("place": 3, "file": "gp03.csv"). */
export type ProblemParams = Record<string, string | number>;

interface ProblemFields<C extends string> {
  code: C;
  /** Errors refuse; warnings are shown and the input is still accepted. A refused write's problems are errors. */
  severity?: Severity;
  /** The catalogue's English (`coded()`), for programs, logs and the JSON contracts; never written by a producer. */
  message: string;
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

/** What a producer writes: the problem without its words. */
export type Draft<P extends { message: string }> = Omit<P, 'message'>;

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
 * A problem with its English filled from the catalogue (lib/i18n/problem-words.ts): the one place a
 * problem's `message` comes from. Its code and params are checked against the catalogue
 * (`CodeAndParams`): a missing or extra param does not compile.
 */
export function coded<P extends Problem>(draft: Omit<Draft<P>, 'code' | 'params'> & CodeAndParams<P['code'] & MessageCode>): P {
  return said(draft as Draft<P>);
}

/**
 * A problem made again from one already made (its code and params checked where it was first
 * made: `coded`), or from a constructor whose own signature checks them (`ParamsArg`): the same
 * English, without the check a literal code allows.
 */
export function said<P extends Problem>(draft: Omit<Draft<P>, 'params'> & { params?: object }): P {
  return { ...draft, message: problemWords('en', problemKey(draft as { code: string }), draft.params as ProblemParams | undefined) } as unknown as P;
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
