import { formatScore } from '@/lib/fraction';
import { decimalSeparator, type Lang } from '@/lib/i18n/messages';
import type { PreviewOutcome } from '@/server/uploads';

/**
 * What the preview of an upload answers when the file is accepted, said in the page's language: the
 * file's notes as sentences in `preview.warnings` (app/[lang]/arbiter/actions/tournaments.ts `previewInLang`).
 */
export type Preview = Omit<Extract<PreviewOutcome, { ok: true }>, 'preview'> & { preview: Extract<PreviewOutcome, { ok: true }>['preview'] & { warnings: string[] } };
/** The preview action's answer: a refusal, or the preview said in the page's language. */
export type PreviewAnswer = Exclude<PreviewOutcome, { ok: true }> | Preview;

/** A score in the page's decimal separator. */
export const score = (units: number, unit: number, lang: Lang) => formatScore(units, unit, decimalSeparator(lang));
