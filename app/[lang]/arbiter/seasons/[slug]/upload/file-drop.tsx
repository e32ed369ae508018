'use client';
import { useState, type RefObject } from 'react';
import type { Lang } from '@/lib/i18n/messages';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { words } from '@/lib/i18n/words';

/**
 * Choose or drop the results file: it is read in the browser with a progress bar (a large file takes
 * a while), then handed over. `onPick` is told first, so what was shown for the previous file goes.
 */
export function FileDrop({ lang, file, input, onPick, onRead, onReadError }: { lang: Lang; file: File | null; input: RefObject<HTMLInputElement | null>; onPick: () => void; onRead: (file: File | null) => void; onReadError: () => void }) {
  const w = words(lang, WORKSPACE_WORDS);
  const [progress, setProgress] = useState<number | null>(null);
  const [over, setOver] = useState(false);

  function choose(f: File | null) {
    onPick();
    if (!f) return onRead(null);
    const reader = new FileReader();
    reader.onprogress = (e) => e.lengthComputable && setProgress(Math.round((100 * e.loaded) / e.total));
    reader.onload = () => {
      setProgress(null);
      onRead(new File([reader.result as ArrayBuffer], f.name, { type: f.type }));
    };
    reader.onerror = () => {
      setProgress(null);
      onReadError();
    };
    setProgress(0);
    reader.readAsArrayBuffer(f);
  }

  return (
    <div
      className={`dropzone${over ? ' over' : ''}`}
      data-testid="dropzone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        choose(e.dataTransfer.files[0] ?? null);
      }}
    >
      <p>{w.dropFileOr}</p>
      <input ref={input} type="file" name="file" aria-label={w.resultsFile} onChange={(e) => choose(e.target.files?.[0] ?? null)} />
      {progress !== null && (
        <p>
          <progress max={100} value={progress} aria-label={w.readingFile} /> {progress}%
        </p>
      )}
      {file && <p className="muted">{file.name} · {(file.size / 1024).toFixed(1)} KiB</p>}
    </div>
  );
}
