'use client';
import { useState } from 'react';
import type { Lang } from '@/lib/i18n/messages';
import { fieldKindOf, readList, readListOfLists, setAt, startValueOf, type FormSchema } from '@/lib/config/schema-form';
import { choiceLabel, fieldLabel, SCHEMA_FORM_WORDS } from '@/lib/i18n/schema-form-words';
import { words } from '@/lib/i18n/words';

/**
 * Issue 40, C5: the fields of a rule set (or a description file) generated from its schema
 * (lib/config/schema-form.ts): numbers, words, yes/no, choices, lists typed with commas, rows added
 * and removed, and a rule's variants chosen from a list (best N, growing drops, a place table …),
 * each field named in words and by its JSON key. Controlled: the whole value in, the whole value out.
 */
export function SchemaFields({ lang, schema, value, onChange, idPrefix, omit = [] }: { lang: Lang; schema: FormSchema; value: unknown; onChange: (v: unknown) => void; idPrefix: string; /** Top-level fields the form shows elsewhere. */ omit?: readonly string[] }) {
  const shown = omit.length && schema.properties ? { ...schema, properties: Object.fromEntries(Object.entries(schema.properties).filter(([k]) => !omit.includes(k))) } : schema;
  return <Node lang={lang} schema={shown} value={value} path={[]} set={(path, v) => onChange(setAt(value, path, v))} idPrefix={idPrefix} />;
}

type Path = (string | number)[];
interface NodeProps {
  lang: Lang;
  schema: FormSchema;
  value: unknown;
  path: Path;
  set: (path: Path, v: unknown) => void;
  idPrefix: string;
  /** The field's name in words, for a field without a fieldset of its own. */
  label?: React.ReactNode;
  /** The schema allows null: an emptied field is null (else it is left out and the preset's value stands). */
  nullable?: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function Name({ lang, name, text }: { lang: Lang; name: string | number; text?: boolean }) {
  if (typeof name === 'number') return <>{words(lang, SCHEMA_FORM_WORDS).row(name + 1)}</>;
  const label = fieldLabel(lang, name, text);
  return (
    <>
      {label ? `${label} ` : null}
      <code className="muted">{name}</code>
    </>
  );
}

/** A field of words or of a choice of words, also when it may be left empty (an open's `edition`: the FIDE edition, not a number of tournaments). */
function holdsWords(f: ReturnType<typeof fieldKindOf>): boolean {
  const inner = f.kind === 'nullable' ? fieldKindOf(f.inner) : f;
  return inner.kind === 'string' || inner.kind === 'enum';
}

function Node(p: NodeProps) {
  const { lang, schema, value, path, set, idPrefix } = p;
  const w = words(lang, SCHEMA_FORM_WORDS);
  const f = fieldKindOf(schema);
  const id = `${idPrefix}-${path.join('-')}`;
  const key = path[path.length - 1];
  const label = p.label ?? (key === undefined ? null : <Name lang={lang} name={key} text={holdsWords(f)} />);
  switch (f.kind) {
    case 'object': {
      const obj = isObject(value) ? value : {};
      const inner = Object.entries(f.properties).map(([k, s]) => <Node key={k} lang={lang} schema={s} value={obj[k]} path={[...path, k]} set={set} idPrefix={idPrefix} />);
      if (path.length === 0) return <div className="stack schema-fields">{inner}</div>;
      return (
        <fieldset className="stack" data-field={path.join('.')}>
          <legend>{label}</legend>
          {inner}
        </fieldset>
      );
    }
    case 'variants': {
      const obj = isObject(value) ? value : {};
      const chosen = f.variants.find((v) => v.value === obj[f.tag]) ?? null;
      const rest = chosen ? Object.entries(chosen.schema.properties ?? {}).filter(([k]) => k !== f.tag) : [];
      return (
        <fieldset className="stack" data-field={path.join('.')}>
          {label ? <legend>{label}</legend> : null}
          <label>
            {w.kind} <code className="muted">{f.tag}</code>
            <select
              id={id}
              value={chosen?.value ?? ''}
              data-field={[...path, f.tag].join('.')}
              onChange={(e) => {
                const v = f.variants.find((x) => x.value === e.target.value);
                // the new variant keeps the fields it shares with the old one (a place table's numbers)
                if (v) set(path, { ...(startValueOf(v.schema) as Record<string, unknown>), ...Object.fromEntries(Object.entries(obj).filter(([k]) => k !== f.tag && Object.hasOwn(v.schema.properties ?? {}, k))), [f.tag]: v.value });
              }}
            >
              {chosen ? null : <option value="">—</option>}
              {f.variants.map((v) => (
                <option key={v.value} value={v.value}>
                  {choiceLabel(lang, v.value)}
                </option>
              ))}
            </select>
          </label>
          {rest.map(([k, s]) => (
            <Node key={`${chosen!.value}-${k}`} lang={lang} schema={s} value={obj[k]} path={[...path, k]} set={set} idPrefix={idPrefix} />
          ))}
        </fieldset>
      );
    }
    case 'nullable': {
      const inner = fieldKindOf(f.inner);
      // a number, a word or a choice: empty means "none"; anything larger is switched on and off
      if (inner.kind === 'number' || inner.kind === 'string' || inner.kind === 'enum') return <Node {...p} schema={f.inner} label={label} nullable />;
      return (
        <fieldset className="stack" data-field={path.join('.')}>
          <legend>{label}</legend>
          <label>
            <input type="checkbox" checked={value === null || value === undefined} onChange={(e) => set(path, e.target.checked ? null : startValueOf(f.inner))} /> {w.none}
          </label>
          {value === null || value === undefined ? null : <Node {...p} schema={f.inner} label={undefined} />}
        </fieldset>
      );
    }
    case 'enum':
      return (
        <label>
          {label}
          <select id={id} data-field={path.join('.')} value={value === undefined || value === null ? '' : String(value)} onChange={(e) => set(path, e.target.value === '' ? (p.nullable ? null : undefined) : f.values.find((v) => String(v) === e.target.value))}>
            <option value="">—</option>
            {f.values.map((v) => (
              <option key={String(v)} value={String(v)}>
                {choiceLabel(lang, v)}
              </option>
            ))}
          </select>
        </label>
      );
    case 'boolean':
      return (
        <label>
          <input type="checkbox" id={id} data-field={path.join('.')} checked={value === true} onChange={(e) => set(path, e.target.checked)} /> {label}
        </label>
      );
    case 'number':
      return (
        <label>
          {label}
          <NumberInput id={id} field={path.join('.')} value={value} integer={f.integer} min={f.min} onChange={(v) => set(path, v === undefined ? (p.nullable ? null : undefined) : v)} />
        </label>
      );
    case 'string':
      return (
        <label>
          {label}
          <input id={id} data-field={path.join('.')} value={typeof value === 'string' ? value : ''} pattern={schema.pattern} onChange={(e) => set(path, e.target.value === '' && p.nullable ? null : e.target.value)} />
        </label>
      );
    case 'list':
    case 'listOfLists':
      return (
        <label>
          {label} <span className="muted">({f.kind === 'list' ? w.listHint : w.listOfListsHint})</span>
          <TextList id={id} field={path.join('.')} value={value} lists={f.kind === 'listOfLists'} onChange={(text) => set(path, f.kind === 'list' ? readList(text, f.of) : readListOfLists(text))} />
          {f.kind === 'list' && f.of === 'enum' ? <span className="muted">{f.values!.map((v) => choiceLabel(lang, v)).join(' · ')}</span> : null}
        </label>
      );
    case 'rows': {
      const rows = Array.isArray(value) ? value : [];
      return (
        <fieldset className="stack" data-field={path.join('.')}>
          <legend>{label}</legend>
          {rows.map((row, i) => (
            <div key={i} className="schema-row">
              <Node lang={lang} schema={f.item} value={row} path={[...path, i]} set={set} idPrefix={idPrefix} />
              <button type="button" className="secondary" onClick={() => set(path, rows.filter((_, k) => k !== i))} data-testid={`remove-${[...path, i].join('.')}`}>
                {w.removeRow} {w.row(i + 1)}
              </button>
            </div>
          ))}
          <p>
            <button type="button" className="secondary" onClick={() => set(path, [...rows, startValueOf(f.item)])} data-testid={`add-${path.join('.')}`}>
              {w.addRow}: <Name lang={lang} name={String(key ?? '')} />
            </button>
          </p>
        </fieldset>
      );
    }
    case 'record': {
      const text = isObject(value) ? Object.entries(value).map(([k, v]) => `${k}=${String(v)}`).join(', ') : '';
      return (
        <label>
          {label} <span className="muted">(id=…, {w.listHint})</span>
          <TextList
            id={id}
            field={path.join('.')}
            value={text}
            lists={false}
            onChange={(t) =>
              set(
                path,
                Object.fromEntries(
                  t
                    .split(',')
                    .map((pair) => pair.split('=').map((x) => x.trim()))
                    .filter(([k]) => k)
                    .map(([k, v]) => [k, Number.isFinite(Number(v)) && v !== '' ? Number(v) : v]),
                ),
              )
            }
          />
        </label>
      );
    }
    case 'entries': {
      const obj = isObject(value) ? value : {};
      const names = Object.keys(obj);
      const renamed = (from: string, to: string) => Object.fromEntries(Object.entries(obj).map(([k, v]) => [k === from ? to : k, v]));
      return (
        <fieldset className="stack" data-field={path.join('.')}>
          <legend>{label}</legend>
          {names.map((name, i) => (
            <div key={i} className="schema-row">
              <label>
                {w.entryName}
                <input value={name} data-field={`${path.join('.')}#${i}`} onChange={(e) => e.target.value.trim() && !Object.hasOwn(obj, e.target.value.trim()) && set(path, renamed(name, e.target.value.trim()))} />
              </label>
              <Node lang={lang} schema={f.value} value={obj[name]} path={[...path, name]} set={set} idPrefix={idPrefix} label={<code>{name}</code>} />
              <button type="button" className="secondary" onClick={() => set(path, Object.fromEntries(Object.entries(obj).filter(([k]) => k !== name)))}>
                {w.removeRow} <code>{name}</code>
              </button>
            </div>
          ))}
          <p>
            <button type="button" className="secondary" onClick={() => set(path, { ...obj, [freeName(obj, names.length + 1)]: startValueOf(f.value) })} data-testid={`add-${path.join('.')}`}>
              {w.addRow}: <Name lang={lang} name={String(key ?? '')} />
            </button>
          </p>
        </fieldset>
      );
    }
    case 'json':
      return (
        <label>
          {label}
          <JsonBox id={id} field={path.join('.')} value={value} onChange={(v) => set(path, v)} />
        </label>
      );
  }
}

function freeName(taken: Record<string, unknown>, n: number): string {
  let k = n;
  while (Object.hasOwn(taken, `new-${k}`)) k++;
  return `new-${k}`;
}

/** A number field that lets a half-typed number stand ("12." on the way to "12.5"). */
function NumberInput({ id, field, value, integer, min, onChange }: { id: string; field: string; value: unknown; integer: boolean; min: number | undefined; onChange: (v: number | undefined) => void }) {
  const shown = typeof value === 'number' ? String(value) : '';
  const [text, setText] = useState(shown);
  const current = text !== '' && Number(text) === value ? text : shown;
  return (
    <input
      id={id}
      data-field={field}
      type="number"
      step={integer ? 1 : 'any'}
      min={min}
      value={current}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value === '') onChange(undefined);
        else if (Number.isFinite(Number(e.target.value))) onChange(Number(e.target.value));
      }}
    />
  );
}

/** A list typed as text: kept as typed while it reads to the same list ("25, 20, " on the way). */
function TextList({ id, field, value, lists, onChange }: { id: string; field: string; value: unknown; lists: boolean; onChange: (text: string) => void }) {
  const shown = typeof value === 'string' ? value : Array.isArray(value) ? value.map((v) => (Array.isArray(v) ? v.join(', ') : String(v))).join(lists ? '; ' : ', ') : '';
  const [text, setText] = useState(shown);
  const normal = (t: string) => t.replace(/[\s,;]+$/, '').replace(/\s+/g, ' ').trim();
  const current = normal(text) === normal(shown) || normal(text).replace(/\s/g, '') === normal(shown).replace(/\s/g, '') ? text : shown;
  return (
    <input
      id={id}
      data-field={field}
      value={current}
      onChange={(e) => {
        setText(e.target.value);
        onChange(e.target.value);
      }}
    />
  );
}

function JsonBox({ id, field, value, onChange }: { id: string; field: string; value: unknown; onChange: (v: unknown) => void }) {
  const shown = value === undefined ? '' : JSON.stringify(value);
  const [text, setText] = useState(shown);
  let same = false;
  try {
    same = text.trim() !== '' && JSON.stringify(JSON.parse(text)) === shown;
  } catch {
    same = false;
  }
  return (
    <textarea
      id={id}
      data-field={field}
      rows={2}
      value={same || text === shown ? text : text.trim() === '' && shown === '' ? '' : textOrShown(text, shown)}
      onChange={(e) => {
        setText(e.target.value);
        try {
          onChange(e.target.value.trim() === '' ? undefined : JSON.parse(e.target.value));
        } catch {
          // kept as typed until it reads
        }
      }}
    />
  );
}

/** While the text does not read as JSON it stays as typed; once it reads, the value it gave is shown. */
function textOrShown(text: string, shown: string): string {
  try {
    JSON.parse(text);
    return shown;
  } catch {
    return text;
  }
}
