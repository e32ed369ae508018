'use client';
import { useState } from 'react';
import type { Lang } from '@/lib/i18n/messages';
import { deepMerge, isPlainObject } from '@/lib/config/json-text';
import { overridesOf, type FormSchema } from '@/lib/config/schema-form';
import { SCHEMA_FORM_WORDS } from '@/lib/i18n/schema-form-words';
import { COMPETITIONS_PAGE_WORDS } from '@/lib/i18n/site-pages-words';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { ActionStatus } from '@/app/components/action-status';
import { SchemaFields } from '@/app/components/schema-fields';
import type { ActionState } from '@/server/action';
import { previewCompetitionFileAction, uploadCompetitionFileAction, type CompetitionFilePreviewView } from './actions';
import { FilePreview } from './competition-file-upload';
import { UPLOAD_LIMIT_MB } from '@/lib/upload-limit';
import { ClientButton } from '@/app/components/client-button';
import { words } from '@/lib/i18n/words';

interface ConfigEditorProps {
  lang: Lang;
  slug: string;
  /** event.json, league.json, team-league.json */
  configFile: string;
  /** The description file's schema with `preset` one of the kind's and `rules` the kind's rule set (all of it shown). */
  schema: FormSchema;
  /** Each preset's rules, by name: the rules shown are the chosen preset's with the file's changes merged in. */
  presetRules: Record<string, Record<string, unknown>>;
  defaultPreset: string;
  /** The file as stored. */
  config: Record<string, unknown>;
}

/**
 * Issue 40, item 2: an existing competition's description file edited in fields generated from the
 * kind's schemas — the file's own fields (name, preset, the files it names, withdrawals …) and every
 * rule of its regulation, shown as the preset gives it with the file's changes; the rules that differ
 * from the preset are written as the file's `rules`. The JSON view is the file itself. "Podgląd"
 * shows what a competition file's upload shows (what is refused, the competition now and after, whether
 * it becomes public); "Zapisz" stores it as the file's next version through the kind's loader.
 */
export function ConfigEditor({ lang, slug, configFile, schema, presetRules, defaultPreset, config: stored }: ConfigEditorProps) {
  const w = words(lang, SCHEMA_FORM_WORDS);
  const cw = words(lang, COMPETITIONS_PAGE_WORDS);
  const [keep] = useState(() => new Set(Object.keys(isPlainObject(stored.rules) ? stored.rules : {})));
  const [config, setConfig] = useState(stored);
  const [text, setText] = useState(() => JSON.stringify(stored, null, 2));
  const [preview, setPreview] = useState<CompetitionFilePreviewView | ActionState | null>(null);
  const [state, setState] = useState<ActionState | null>(null);
  const [pending, setPending] = useState(false);
  const preset = typeof config.preset === 'string' && Object.hasOwn(presetRules, config.preset) ? config.preset : defaultPreset;
  const base = presetRules[preset] ?? {};
  const view = { ...config, rules: deepMerge(base, isPlainObject(config.rules) ? config.rules : {}) };
  const invalid = (() => {
    try {
      return !isPlainObject(JSON.parse(text));
    } catch {
      return true;
    }
  })();

  const update = (next: Record<string, unknown>) => {
    setConfig(next);
    setText(JSON.stringify(next, null, 2));
    setPreview(null);
    setState(null);
  };
  const fromFields = (v: unknown) => {
    const edited = v as Record<string, unknown>;
    const next: Record<string, unknown> = { ...edited };
    // another preset: the file's changes stay as they were, over the new preset's rules
    const rules = edited.preset !== config.preset ? config.rules : overridesOf(edited.rules as Record<string, unknown>, base, keep);
    if (isPlainObject(rules) && Object.keys(rules).length > 0) next.rules = rules;
    else delete next.rules;
    update(next);
  };
  const form = () => {
    const data = new FormData();
    data.set('competition', slug);
    data.set('lang', lang);
    data.set('name', configFile);
    data.set('file', new File([`${text.trim()}\n`], configFile, { type: 'application/json' }));
    return data;
  };
  const run = async (what: 'preview' | 'save') => {
    setPending(true);
    try {
      if (what === 'preview') setPreview(await previewCompetitionFileAction(form()));
      else {
        const r = await uploadCompetitionFileAction({ ok: true, message: '' }, form());
        setState(r);
        if (r.ok) setPreview(null);
      }
    } catch {
      setState({ ok: false, message: words(lang, WORKSPACE_WORDS).requestFailed(UPLOAD_LIMIT_MB) });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="stack" data-testid={`config-editor-${slug}`}>
      <p className="explain">{cw.editConfigIntro(configFile)}</p>
      <SchemaFields lang={lang} schema={schema} value={view} onChange={fromFields} idPrefix={`config-${slug}`} />
      <details data-testid={`config-json-${slug}`}>
        <summary>{w.jsonView}</summary>
        <p className="muted">{w.jsonHint}</p>
        <textarea
          rows={Math.min(24, text.split('\n').length + 1)}
          value={text}
          aria-label={`${w.jsonView}: ${configFile}`}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            setText(e.target.value);
            setPreview(null);
            try {
              const v = JSON.parse(e.target.value) as unknown;
              if (isPlainObject(v)) setConfig(v);
            } catch {
              // kept as typed until it reads
            }
          }}
        />
        {invalid ? <p className="error">{w.jsonInvalid}</p> : null}
      </details>
      <p>
        <ClientButton type="button" className="secondary" busy={pending || invalid} onClick={() => void run('preview')} data-testid={`config-preview-${slug}`}>
          {cw.preview}
        </ClientButton>{' '}
        <ClientButton type="button" busy={pending || invalid} onClick={() => void run('save')} data-testid={`config-save-${slug}`}>
          {cw.saveConfig(configFile)}
        </ClientButton>
      </p>
      {preview && 'refused' in preview ? <FilePreview lang={lang} preview={preview} slug={`${slug}-config`} /> : preview ? <ActionStatus state={preview} /> : null}
      {state ? <ActionStatus state={state} testId={`config-status-${slug}`} /> : null}
    </div>
  );
}
