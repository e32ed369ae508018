'use client';
import { createContext, useActionState, useContext, useEffect, useId, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { registerLabel, searchRegister, type RegisterEntry } from '@/lib/identity/search-register';
import { searchRegisterAction } from '@/app/[lang]/arbiter/actions/register';
import { setLinkAction, type LinkState } from '@/app/[lang]/arbiter/actions/links';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { words } from '@/lib/i18n/words';

/** Matches shown at once: enough for every namesake, few enough to read. */
const SHOWN = 50;

/**
 * Choosing a register player in one search (rules §2, linking by hand): a search box over the whole
 * register — name, birth year, club or CR id — and a list of the players that fit, each with birth
 * year, club and id so namesakes can be told apart. It starts with the row's name, so the
 * candidates are there before anything is typed, and none disappears when another is chosen.
 * With `searchSlug` the page was given only the players its rows are about (a big register, issue
 * 31): what is typed is looked up on the server in the season's whole register.
 */
export function RegisterPicker({
  lang,
  register,
  rowName,
  value,
  onChange,
  special,
  name,
  searchSlug,
}: {
  lang: 'pl' | 'en';
  register: readonly RegisterEntry[];
  rowName: string;
  value: string;
  onChange: (value: string) => void;
  /** Choices that are not a player ("a separate player", "automatic"), listed after the players. */
  special: { value: string; label: string }[];
  /** The form field of the chosen value, when the picker is inside a form. */
  name?: string;
  /** The season whose register the server searches (when `register` is not all of it). */
  searchSlug?: string;
}) {
  const w = words(lang, WORKSPACE_WORDS);
  const [query, setQuery] = useState(rowName);
  const local = useMemo(() => searchRegister(register, query, SHOWN + 1), [register, query]);
  const [remote, setRemote] = useState<{ query: string; entries: readonly RegisterEntry[] } | null>(null);
  // the player chosen from a server answer stays known when the search changes
  const [picked, setPicked] = useState<RegisterEntry | null>(null);
  useEffect(() => {
    if (!searchSlug) return;
    let live = true;
    const timer = setTimeout(() => {
      const form = new FormData();
      form.set('lang', lang);
      form.set('slug', searchSlug);
      form.set('q', query.slice(0, 200));
      searchRegisterAction(form)
        .then((entries) => live && setRemote({ query, entries }))
        .catch(() => undefined);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [searchSlug, query, lang]);
  // until the server answers, what the page has
  const found = searchSlug && remote?.query === query ? remote.entries : local;
  const chosen = register.find((e) => e.crId === value) ?? found.find((e) => e.crId === value) ?? (picked?.crId === value ? picked : undefined);
  // the chosen player stays in the list whatever the search shows
  const listed = chosen && !found.slice(0, SHOWN).includes(chosen) ? [chosen, ...found.slice(0, SHOWN)] : found.slice(0, SHOWN);
  const hint = useId();
  return (
    <span className="picker">
      <input
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-label={w.searchRegisterFor(rowName)}
        aria-describedby={hint}
        placeholder={w.nameBirthYearClub}
        size={22}
      />
      <select
        name={name}
        value={value}
        onChange={(e) => {
          setPicked(found.find((x) => x.crId === e.target.value) ?? null);
          onChange(e.target.value);
        }}
        aria-label={w.registerPlayerFor(rowName)}
      >
        <option value="" disabled>
          {found.length === 0 ? w.nobodyRegisterFits : w.chooseOf(`${Math.min(found.length, SHOWN)}${found.length > SHOWN ? '+' : ''}`)}
        </option>
        {listed.map((e) => (
          <option key={e.crId} value={e.crId}>
            {registerLabel(e, w.crId)}
          </option>
        ))}
        {special.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <span id={hint} className="visually-hidden">
        {found.length > SHOWN ? w.firstShown(SHOWN) : ''}
      </span>
    </span>
  );
}

const RegisterContext = createContext<{ register: readonly RegisterEntry[]; searchSlug?: string }>({ register: [] });

/**
 * One copy of the register for every link editor of a page: the players the page's rows are about,
 * with `searchSlug` when the season's register has more (the pickers search the server for them).
 */
export function RegisterProvider({ register, searchSlug, children }: { register: readonly RegisterEntry[]; searchSlug?: string; children: React.ReactNode }) {
  const value = useMemo(() => ({ register, searchSlug }), [register, searchSlug]);
  return <RegisterContext.Provider value={value}>{children}</RegisterContext.Provider>;
}

/**
 * Links one stored row by hand: pick, save; an unknown id is refused and a player who already has
 * a row of the tournament is saved only after "Save anyway" — both said in the page's language.
 */
export function LinkEditor({ lang, slug, code, line, rowName, current }: { lang: 'pl' | 'en'; slug: string; code: string; line: number; rowName: string; current: string }) {
  const w = words(lang, WORKSPACE_WORDS);
  const { register, searchSlug } = useContext(RegisterContext);
  const router = useRouter();
  const [value, setValue] = useState(current);
  const [state, action, pending] = useActionState<LinkState, FormData>(setLinkAction, { ok: true, message: '' });
  useEffect(() => {
    if (state.ok && state.message) router.refresh();
  }, [state, router]);
  const status = `link-status-${code}-${line}`;
  return (
    <form action={action} className="link-editor" aria-describedby={status}>
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="line" value={line} />
      <RegisterPicker
        lang={lang}
        register={register}
        rowName={rowName}
        value={value}
        onChange={setValue}
        searchSlug={searchSlug}
        name="crId"
        special={[
          { value: 'apart', label: w.separatePlayerDoNot },
          { value: 'auto', label: w.automatic },
        ]}
      />{' '}
      <button type="submit" className="secondary" disabled={pending || value === ''}>
        {w.save}
      </button>
      {state.confirm && (
        <button type="submit" name="confirm" value="yes" disabled={pending}>
          {w.saveAnyway}
        </button>
      )}
      <span id={status} role="status" aria-live="polite" className={state.ok ? 'ok' : 'error'} data-testid="link-status">
        {state.message}
      </span>
    </form>
  );
}
