import Link from 'next/link';
import { allCompetitions, competitionFileVersions } from '@/server/lookups';
import { COMPETITION_KINDS } from '@/lib/competitions/registry';
import { competitionHref } from '@/lib/people/person-json';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { currentDate } from '@/server/clock';
import { getCompetitionView, publishedCompetition } from '@/server/competitions';
import { connection } from '@/server/data';
import { arbiterPageAccess } from '@/server/guard';
import { NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { ActionForm } from '@/app/[lang]/arbiter/forms';
import { createCompetitionAction, writeCompetitionConfigAction } from './actions';
import { CompetitionFileUpload } from './competition-file-upload';
import { ConfigEditor } from './config-editor';
import { competitionConfigForForm, competitionFileNames } from '@/server/competition-setup';
import { askedFormSchema, formSchemaOf, type FormSchema } from '@/lib/config/schema-form';
import { valueAt } from '@/lib/config/presets';
import { PresetChoice, type PresetOption } from './preset-choice';

import type { Metadata } from 'next';
import { staticTitle } from '@/app/components/page-title';
import { COMPETITIONS_PAGE_WORDS } from '@/lib/i18n/site-pages-words';
import { EntryLinks } from '@/app/components/competitions/entry-links';
import { words } from '@/lib/i18n/words';
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  return staticTitle((await params).lang, 'competitions');
}


export default async function ArbiterCompetitionsPage({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  const access = await arbiterPageAccess(lang, localePath(lang, '/arbiter/competitions'));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const w = words(lang, COMPETITIONS_PAGE_WORDS);
  const conn = connection();
  const competitions = allCompetitions(conn);
  const today = currentDate();
  return (
    <>
      <SignedInBar lang={lang} email={access.user.email} />
      <p>
        <Link href={localePath(lang, '/arbiter')} data-testid="back-to-panel">
          ← {w.backToPanel}
        </Link>
      </p>
      <h1>{w.title}</h1>
      <p className="explain">{w.intro}</p>
      {competitions.length === 0 && <p>{w.none}</p>}
      {competitions.map((c) => {
        const view = getCompetitionView(conn, c);
        const published = publishedCompetition(conn, c, today) !== null;
        const versions = competitionFileVersions(conn, c.id);
        return (
          <section key={c.id} className="card" data-testid={`competition-${c.slug}`}>
            <h2>
              <Link href={competitionHref(lang, c.kind, c.slug)}>{c.name}</Link>{' '}
              <span className="muted">
                · {COMPETITION_KINDS[c.kind]?.title[lang] ?? c.kind} · {view.load.ok ? w.complete : w.incomplete} ·{' '}
                <span className="badge" data-testid={`publication-${c.slug}`}>{published ? w.published : w.draft}</span>
              </span>
            </h2>
            <p className="muted">
              {w.files}: {[...new Set(versions.map((v) => v.name))].map((n) => `${n} (v${versions.find((v) => v.name === n)!.version})`).join(', ') || '—'}
            </p>
            <EntryLinks kind={c.kind} slug={c.slug} lang={lang} />
            {COMPETITION_KINDS[c.kind] ? <FolderFiles lang={lang} kind={COMPETITION_KINDS[c.kind]!} have={new Set(versions.map((v) => v.name))} /> : null}
            {COMPETITION_KINDS[c.kind] && !versions.some((v) => v.name === COMPETITION_KINDS[c.kind]!.configFile) ? (
              <DescribeForm lang={lang} kind={COMPETITION_KINDS[c.kind]!} slug={c.slug} name={c.name} />
            ) : null}
            {COMPETITION_KINDS[c.kind] ? <EditDescription lang={lang} kind={COMPETITION_KINDS[c.kind]!} slug={c.slug} config={competitionConfigForForm(conn, c.id, COMPETITION_KINDS[c.kind]!.configFile)} /> : null}
            <CompetitionFileUpload lang={lang} slug={c.slug} names={competitionFileNames(conn, c.slug)} />
          </section>
        );
      })}
      <h2>{w.create}</h2>
      <ActionForm action={createCompetitionAction} submit={w.add} id="create-competition">
        <input type="hidden" name="lang" value={lang} />
        <label>
          {w.slug} <input name="slug" required pattern="[a-z0-9][a-z0-9\-]*" maxLength={63} />
        </label>
        <label>
          {w.kind}{' '}
          <select name="kind">
            {Object.values(COMPETITION_KINDS).map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.title[lang]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {w.name} <input name="name" required maxLength={200} />
        </label>
      </ActionForm>
    </>
  );
}

/**
 * What the folder of this kind needs (issue 29, defect 7: no list of the files, no templates): each
 * file with what it holds, needed or not, uploaded or still missing, and the description file to
 * start from.
 */
function FolderFiles({ lang, kind, have }: { lang: Lang; kind: (typeof COMPETITION_KINDS)[string]; have: ReadonlySet<string> }) {
  const w = words(lang, COMPETITIONS_PAGE_WORDS);
  return (
    <details data-testid={`folder-${kind.kind}`}>
      <summary>{w.needs}</summary>
      <ul className="compact folder-files">
        {kind.folder.map((f) => (
          <li key={f.file}>
            <code>{f.file}</code> ({f.required ? w.required : w.optional}
            {f.file.includes('<') ? '' : `, ${have.has(f.file) ? w.uploaded : w.missing}`}) — {f.holds[lang]}
          </li>
        ))}
      </ul>
      <p>
        <a href={`data:application/json;charset=utf-8,${encodeURIComponent(kind.template)}`} download={kind.configFile} data-testid={`template-${kind.kind}`}>
          {w.template(kind.configFile)}
        </a>
      </p>
    </details>
  );
}

/**
 * Issue 40, B5: the description file (event.json, league.json, team-league.json) from a form — the
 * name, a preset of the kind and, for a season of leagues, one league per line — while the folder
 * has none; stored and checked by the kind's loader like an upload (a new arbiter writes no JSON).
 */
function DescribeForm({ lang, kind, slug, name }: { lang: Lang; kind: (typeof COMPETITION_KINDS)[string]; slug: string; name: string }) {
  const w = words(lang, COMPETITIONS_PAGE_WORDS);
  return (
    <details open data-testid={`describe-${slug}`}>
      <summary>{w.describeTitle(kind.configFile)}</summary>
      <p className="muted">{w.describeIntro(kind.configFile)}</p>
      <ActionForm action={writeCompetitionConfigAction} submit={w.writeConfig(kind.configFile)} id={`describe-form-${slug}`}>
        <input type="hidden" name="competition" value={slug} />
        <input type="hidden" name="lang" value={lang} />
        <label>
          {w.name} <input name="name" required maxLength={200} defaultValue={name} />
        </label>
        <PresetChoice lang={lang} slug={slug} options={presetOptions(kind, lang)} />
        {kind.parts ? (
          <label>
            {w.parts} <textarea name="parts" rows={3} />
          </label>
        ) : null}
        {kind.newConfigGameDays ? (
          <fieldset data-testid={`game-days-${slug}`}>
            <legend>{w.gameDaysLegend}</legend>
            <p className="muted">{w.gameDaysHint}</p>
            <label>
              {w.gameDays} <textarea name="gameDays" rows={5} placeholder={'2027-02-13\n2027-02-27\n2027-03-13 17:00–20:00'} />
            </label>{' '}
            <label>
              {w.gameStart} <input type="time" name="start" defaultValue="18:00" />
            </label>{' '}
            <label>
              {w.gameEnd} <input type="time" name="end" defaultValue="21:00" />
            </label>{' '}
            <label>
              {w.timeControl} <input name="timeControl" maxLength={200} placeholder="90 min + 30 s" />
            </label>
          </fieldset>
        ) : null}
        {kind.newConfigDates ? (
          <fieldset>
            <legend className="muted">{w.datesHint}</legend>
            <label>
              {w.from} <input type="date" name="from" />
            </label>{' '}
            <label>
              {w.to} <input type="date" name="to" />
            </label>
          </fieldset>
        ) : null}
      </ActionForm>
    </details>
  );
}

/** The kind's regulations as the new competition's form offers them: each with the rules it leaves to the event (PresetFile.asks). */
function presetOptions(kind: (typeof COMPETITION_KINDS)[string], lang: Lang): PresetOption[] {
  const rules = formSchemaOf(kind.rulesSchema);
  return Object.values(kind.presets.info).map((p) => {
    const { schema, paths } = askedFormSchema(rules, p.asks);
    const values = Object.fromEntries(Object.entries(paths).map(([key, path]) => [key, valueAt(p.rules, path)]));
    return { name: p.name, label: p.label[lang], source: p.source[lang], fields: schema, paths, values };
  });
}

/** A kind's description file as the form's fields read it: `preset` one of the kind's, `rules` its whole rule set (computed once per kind). */
const configSchemas = new Map<string, FormSchema>();
function configFormSchema(kind: (typeof COMPETITION_KINDS)[string]): FormSchema {
  let s = configSchemas.get(kind.kind);
  if (!s) {
    const base = formSchemaOf(kind.configSchema);
    s = { ...base, properties: { ...base.properties, preset: { ...base.properties?.preset, type: 'string', enum: Object.keys(kind.presets.info) }, rules: formSchemaOf(kind.rulesSchema) } };
    configSchemas.set(kind.kind, s);
  }
  return s;
}

/** Issue 40, item 2: the stored description file changed in fields (only creating it had a form). */
function EditDescription({ lang, kind, slug, config }: { lang: Lang; kind: (typeof COMPETITION_KINDS)[string]; slug: string; config: Record<string, unknown> | null }) {
  if (!config) return null;
  const w = words(lang, COMPETITIONS_PAGE_WORDS);
  const presetRules = Object.fromEntries(Object.values(kind.presets.info).map((p) => [p.name, p.rules as Record<string, unknown>]));
  return (
    <details data-testid={`edit-description-${slug}`}>
      <summary>{w.editConfigTitle(kind.configFile)}</summary>
      <ConfigEditor lang={lang} slug={slug} configFile={kind.configFile} schema={configFormSchema(kind)} presetRules={presetRules} defaultPreset={typeof configFormSchema(kind).properties?.preset?.default === 'string' ? (configFormSchema(kind).properties!.preset!.default as string) : Object.keys(presetRules)[0]!} config={config} />
    </details>
  );
}
