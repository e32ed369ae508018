'use client';
import { useRef, useState } from 'react';
import type { Lang } from '@/lib/i18n/messages';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { commitUploadAction, previewUploadAction } from '@/app/[lang]/arbiter/actions/tournaments';
import { missingFields, orUnsent, PreviewButton, tooLarge, useFileFacts } from './file-facts';
import type { ActionState } from '@/server/action';
import { FileDrop } from './file-drop';
import { LinkingTable } from './linking-table';
import { PreviewSummary } from './preview-summary';
import type { Preview } from './preview-types';
import { SeasonMoves } from './season-moves';
import { SpellingQuestions, type SpellingAnswer } from './spelling-questions';
import { TournamentFields, type TournamentMeta } from './tournament-fields';
import { UploadStatus } from './upload-status';
import { words } from '@/lib/i18n/words';

/**
 * Upload with a preview before anything is stored: choose or drop the file (a progress bar while a
 * large file is read), see how every row is linked, who is not eligible and why, resolve ambiguous
 * names, see who moves in the table — then commit, or cancel and nothing is stored. This file holds
 * the state and the two server calls; each part of the page is a component of its own beside it.
 */
export function UploadWorkbench({ slug, lang, existing, publicHref, hasFinal }: { slug: string; lang: Lang; existing: TournamentMeta[]; publicHref: string; hasFinal: boolean }) {
  const w = words(lang, WORKSPACE_WORDS);
  const [meta, setMeta] = useState<TournamentMeta>({ code: '', name: '', date: '', final: false });
  const [file, setFile] = useState<File | null>(null);
  const [links, setLinks] = useState<Record<string, string | null>>({});
  // issue 37: the table of a file of several that the arbiter picked (null: the first results table)
  const [table, setTable] = useState<number | null>(null);
  const [spellings, setSpellings] = useState<SpellingAnswer[]>([]); // formats §6: "the same player as …?", stored with the commit
  const [preview, setPreview] = useState<Preview | null>(null);
  const [errors, setErrors] = useState<{ line?: number; code?: string; message: string }[]>([]);
  const [status, setStatus] = useState<ActionState | null>(null);
  const [busy, setBusy] = useState(false);
  const facts = useFileFacts(slug, meta, setMeta);
  const input = useRef<HTMLInputElement>(null);

  function form(currentLinks = links, currentTable = table, currentSpellings = spellings) {
    const f = new FormData();
    f.set('slug', slug);
    f.set('code', meta.code);
    f.set('name', meta.name);
    f.set('date', meta.date);
    f.set('final', String(meta.final));
    f.set('links', JSON.stringify(currentLinks));
    if (currentTable !== null) f.set('table', String(currentTable));
    f.set('spellings', JSON.stringify(currentSpellings));
    if (file) f.set('file', file);
    return f;
  }

  async function runPreview(currentLinks = links, currentTable = table, currentSpellings = spellings) {
    const big = tooLarge(lang, file);
    if (big) return setErrors(big);
    setBusy(true);
    setStatus(null);
    try {
      const r = await orUnsent(lang, () => previewUploadAction(form(currentLinks, currentTable, currentSpellings)));
      if ('preview' in r) {
        setPreview(r);
        setErrors([]);
      } else {
        setPreview(null);
        setErrors('errors' in r && r.errors ? (r.errors as { line?: number; code?: string; message: string }[]) /* said in the page's language: previewInLang */ : [{ message: (r as ActionState).message }]);
      }
    } finally {
      setBusy(false);
    }
  }

  async function commit() {
    setBusy(true);
    try {
      const r: ActionState = await orUnsent(lang, () => commitUploadAction(form()));
      setStatus(r);
      if (r.ok) setPreview(null);
      else setErrors(r.errors ?? []);
    } finally {
      setBusy(false);
    }
  }

  function cancel() {
    setPreview(null);
    setFile(null);
    setLinks({});
    if (input.current) input.current.value = '';
    setStatus({ ok: true, message: w.cancelledNothingStored });
  }

  return (
    <div className="stack" style={{ maxWidth: 'none' }}>
      <TournamentFields lang={lang} existing={existing} meta={meta} onChange={setMeta} hasFinal={hasFinal} />
      <FileDrop
        lang={lang}
        file={file}
        input={input}
        onPick={() => {
          setPreview(null);
          setStatus(null);
          setErrors([]);
          setLinks({});
          setTable(null);
          setSpellings([]);
        }}
        onRead={(f) => {
          setFile(f);
          const big = tooLarge(lang, f);
          return big ? setErrors(big) : facts.read(f);
        }}
        onReadError={() => setErrors([{ message: w.fileCouldNotRead }])}
      />
      <PreviewButton lang={lang} missing={missingFields(meta, file)} fromFile={facts.fromFile} busy={busy} onPreview={() => void runPreview()} />
      <UploadStatus lang={lang} errors={errors} status={status} publicHref={publicHref} />
      {preview && (
        <section data-testid="upload-preview">
          <h2>{w.previewNothingStoredYet}</h2>
          <PreviewSummary
            lang={lang}
            preview={preview}
            onPickTable={(picked) => {
              setTable(picked);
              setLinks({});
              void runPreview({}, picked);
            }}
          />
          <LinkingTable
            lang={lang}
            slug={slug}
            preview={preview}
            links={links}
            onLink={(line, crId) => {
              const next = { ...links, [line]: crId };
              setLinks(next);
              void runPreview(next);
            }}
          />
          <SpellingQuestions lang={lang} preview={preview} answers={spellings} onAnswers={(next) => (setSpellings(next), void runPreview(links, table, next))} />
          <SeasonMoves lang={lang} preview={preview} />
          <p>
            <button type="button" onClick={commit} disabled={busy} data-testid="commit-button">
              {w.commitSeason}
            </button>{' '}
            <button type="button" className="secondary" onClick={cancel}>
              {w.cancel}
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
