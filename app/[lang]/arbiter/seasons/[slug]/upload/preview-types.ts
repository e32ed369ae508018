import { formatScore } from '@/lib/fraction';
import { decimalSeparator, type Lang } from '@/lib/i18n/messages';
import type { PreviewOutcome } from '@/server/uploads';

/** What the preview of an upload answers when the file is accepted. */
export type Preview = Extract<PreviewOutcome, { ok: true }>;

/** A score in the page's decimal separator. */
export const score = (units: number, unit: number, lang: Lang) => formatScore(units, unit, decimalSeparator(lang));
