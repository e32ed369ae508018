'use client';
import type { Lang } from '@/lib/i18n/messages';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { words } from '@/lib/i18n/words';

export type TournamentMeta = { code: string; name: string; date: string; final: boolean };

/** The tournament the file is for: its id (an existing one, or a confirmed reservation, fills the rest), name, date, Final. */
export function TournamentFields({ lang, existing, meta, onChange, hasFinal }: { lang: Lang; existing: TournamentMeta[]; meta: TournamentMeta; onChange: (meta: TournamentMeta) => void; hasFinal: boolean }) {
  const w = words(lang, WORKSPACE_WORDS);
  const known = existing.some((t) => t.code === meta.code);
  return (
    <fieldset className="stack">
      <legend>{w.tournament}</legend>
      <label>
        {w.tournamentIdHint}
        <input
          name="code"
          list="existing-tournaments"
          value={meta.code}
          required
          onChange={(e) => {
            const code = e.target.value.trim();
            const t = existing.find((x) => x.code === code);
            onChange(t ? { ...t, code } : { ...meta, code });
          }}
        />
        <datalist id="existing-tournaments">
          {existing.map((t) => (
            <option key={t.code} value={t.code}>
              {t.name}
            </option>
          ))}
        </datalist>
      </label>
      {known && <p className="muted">{w.existingTournamentBecomesNew}</p>}
      <label>
        {w.name} <input name="name" value={meta.name} required onChange={(e) => onChange({ ...meta, name: e.target.value })} />
      </label>
      <label>
        {w.date} <input name="date" type="date" value={meta.date} required onChange={(e) => onChange({ ...meta, date: e.target.value })} />
      </label>
      {/* issue 40, C4: a season without a Final has no Final checkbox (a tournament already stored as one keeps it) */}
      {hasFinal || meta.final ? (
        <label>
          <input type="checkbox" checked={meta.final} onChange={(e) => onChange({ ...meta, final: e.target.checked })} /> {w.finalTournament}
        </label>
      ) : null}
    </fieldset>
  );
}
