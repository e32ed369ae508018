'use client';
import { useRef, useState } from 'react';
import type { Lang } from '@/lib/i18n/messages';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { fileFactsAction } from '@/app/[lang]/arbiter/actions/tournaments';
import { oversizedFile, UPLOAD_LIMIT_MB } from '@/lib/upload-limit';
import type { TournamentMeta } from './tournament-fields';
import { words } from '@/lib/i18n/words';

type Fact = 'name' | 'date';

/**
 * Issue 40, C3: the name and date the file itself writes (a TRF's 012/042, a chess-results sheet's
 * title and date) fill the fields still empty when the file is chosen; `fromFile` says which.
 */
export function useFileFacts(slug: string, meta: TournamentMeta, setMeta: (meta: TournamentMeta) => void) {
  const [fromFile, setFromFile] = useState<Fact[]>([]);
  // the fields as they are when the facts arrive (the arbiter may have typed meanwhile)
  const now = useRef(meta);
  now.current = meta;
  function read(file: File | null) {
    setFromFile([]);
    if (!file) return;
    const data = new FormData();
    data.set('slug', slug);
    data.set('file', file);
    fileFactsAction(data)
      .then((facts) => {
        const m = now.current;
        const took: Fact[] = [];
        if (!m.name && facts.name) took.push('name');
        if (!m.date && facts.date) took.push('date');
        if (took.length === 0) return;
        setMeta({ ...m, name: m.name || facts.name || '', date: m.date || facts.date || '' });
        setFromFile(took);
      })
      .catch(() => setFromFile([]));
  }
  return { fromFile, read };
}

type Field = 'code' | 'name' | 'date' | 'file';

/** The fields "Podgląd" still waits for. */
export function missingFields(meta: TournamentMeta, file: File | null): Field[] {
  return ([['code', meta.code], ['name', meta.name.trim()], ['date', meta.date], ['file', file]] as const).filter(([, v]) => !v).map(([k]) => k);
}

/** "Podgląd", and under it what it waits for while disabled, else what was taken from the file. */
export function PreviewButton({ lang, missing, fromFile, busy, onPreview }: { lang: Lang; missing: readonly Field[]; fromFile: readonly Fact[]; busy: boolean; onPreview: () => void }) {
  const w = words(lang, WORKSPACE_WORDS);
  return (
    <div>
      <button type="button" disabled={missing.length > 0 || busy} onClick={onPreview} data-testid="preview-button" aria-describedby="preview-needs">
        {busy ? w.checking : w.preview}
      </button>
      <p id="preview-needs" className="muted" aria-live="polite" data-testid="preview-needs">
        {missing.length > 0 ? w.previewNeeds(missing) : fromFile.length > 0 ? w.factsFromFile(fromFile) : ''}
      </p>
    </div>
  );
}

/** Issue 40, C1: a file over the upload limit, said before it is sent (null when it fits). */
export function tooLarge(lang: Lang, file: File | null): { message: string }[] | null {
  const big = file && oversizedFile([file]);
  return big ? [{ message: words(lang, WORKSPACE_WORDS).fileTooLarge(big.name, big.mb, UPLOAD_LIMIT_MB) }] : null;
}

/** A server call that got no answer (a proxy's 413, a broken connection) becomes a refusal that says so. */
export async function orUnsent<T>(lang: Lang, call: () => Promise<T>): Promise<T | { ok: false; message: string }> {
  try {
    return await call();
  } catch {
    return { ok: false, message: words(lang, WORKSPACE_WORDS).requestFailed(UPLOAD_LIMIT_MB) };
  }
}
