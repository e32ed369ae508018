'use client';
import { useState } from 'react';
import type { Lang } from '@/lib/i18n/messages';
import { decimalSeparator } from '@/lib/i18n/messages';
import { formatScore } from '@/lib/fraction';
import { SCHEMA_FORM_WORDS } from '@/lib/i18n/schema-form-words';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { ActionStatus } from '@/app/components/action-status';
import type { ActionState } from '@/server/action';
import type { RulesPreviewLeader, SeasonRulesPreview } from '@/server/season-rules-preview';
import { previewSeasonRulesAction } from './actions/seasons';
import { UPLOAD_LIMIT_MB } from '@/lib/upload-limit';
import { ClientButton } from '@/app/components/client-button';
import { words } from '@/lib/i18n/words';

/**
 * Issue 40, item 2: "Podgląd zmian w tabeli" beside the season form's save — the stored results
 * counted under the rules as the form has them (its quick fields and the generated ones), the
 * leaders now and after and how many players change place; nothing is stored.
 */
export function RulesPreviewButton({ lang }: { lang: Lang }) {
  const w = words(lang, SCHEMA_FORM_WORDS);
  const [state, setState] = useState<(ActionState & { preview?: SeasonRulesPreview }) | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <div data-testid="rules-preview">
      <ClientButton
        type="button"
        className="secondary"
        busy={pending}
        onClick={async (e) => {
          const form = e.currentTarget.form;
          if (!form) return;
          setPending(true);
          try {
            setState(await previewSeasonRulesAction(new FormData(form)));
          } catch {
            setState({ ok: false, message: words(lang, WORKSPACE_WORDS).requestFailed(UPLOAD_LIMIT_MB) });
          } finally {
            setPending(false);
          }
        }}
      >
        {w.previewRules}
      </ClientButton>
      {state?.preview ? <Preview lang={lang} preview={state.preview} /> : state ? <ActionStatus state={state} /> : null}
    </div>
  );
}

function Preview({ lang, preview }: { lang: Lang; preview: SeasonRulesPreview }) {
  const w = words(lang, SCHEMA_FORM_WORDS);
  const sep = decimalSeparator(lang);
  const line = (l: RulesPreviewLeader[]) => l.map((x) => `${x.rank}. ${x.name} ${formatScore(x.total, preview.unit, sep)}`).join(' · ') || '—';
  return (
    <section className="card" aria-live="polite" data-testid="rules-preview-result">
      <p>
        <strong>{w.previewRulesNothing}</strong> {w.previewRulesMoved(preview.moved, preview.players)}
      </p>
      <dl>
        <dt>{w.previewRulesNow}</dt>
        <dd>{line(preview.before)}</dd>
        <dt>{w.previewRulesAfter}</dt>
        <dd data-testid="rules-preview-after">{line(preview.after)}</dd>
      </dl>
    </section>
  );
}
