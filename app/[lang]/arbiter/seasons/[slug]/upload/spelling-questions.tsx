'use client';
import type { Lang } from '@/lib/i18n/messages';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import type { SpellingAnswer } from '@/lib/identity/spelling-proposals';

export type { SpellingAnswer };
import type { Preview } from './preview-types';
import { words } from '@/lib/i18n/words';

/** One question's identity: its two spellings (what the answer stores). */
export const questionId = (q: { name: string; sameAs: string }) => `${q.name}\u0000${q.sameAs}`;

/**
 * formats §6: "the same player as …?" — a row of the file whose spelling may be another player's
 * (lib/identity/spelling-proposals.ts). Yes or no per question; nothing is joined unasked. An answer
 * re-runs the preview, so the table below shows the season as the answers make it; a question
 * answered stays listed with its answer until the commit stores them.
 */
export function SpellingQuestions({ lang, preview, answers, onAnswers }: { lang: Lang; preview: Preview; answers: SpellingAnswer[]; onAnswers: (next: SpellingAnswer[]) => void }) {
  const w = words(lang, WORKSPACE_WORDS);
  // an answer replaces an earlier one about the same two spellings
  const onAnswer = (answer: SpellingAnswer) => onAnswers([...answers.filter((a) => questionId(a) !== questionId(answer)), answer]);
  const open = preview.preview.spellingQuestions;
  const answered = answers.filter((a) => !open.some((q) => questionId(q) === questionId(a)));
  if (open.length === 0 && answers.length === 0) return null;
  return (
    <section data-testid="spelling-questions">
      <h3>{w.samePlayerHeading}</h3>
      <p className="muted">{w.samePlayerHint}</p>
      <ul>
        {open.map((q) => (
          <li key={questionId(q)} data-testid={`spelling-question-${q.here.line}`}>
            {w.samePlayerQuestion(q.here.name, q.here.line, q.other.name, q.other.file, q.other.line)}{' '}
            <button type="button" className="secondary" onClick={() => onAnswer({ name: q.name, sameAs: q.sameAs, same: true })}>
              {w.samePlayerYes}
            </button>{' '}
            <button type="button" className="secondary" onClick={() => onAnswer({ name: q.name, sameAs: q.sameAs, same: false })}>
              {w.samePlayerNo}
            </button>
          </li>
        ))}
        {answered.map((a) => (
          <li key={questionId(a)} className="muted">
            {a.name} — {a.sameAs}: {a.same ? w.samePlayerYes : w.samePlayerNo}
          </li>
        ))}
      </ul>
      {answers.length > 0 && <p className="muted">{w.samePlayerAnswered(answers.length)}</p>}
    </section>
  );
}
