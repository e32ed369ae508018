import Link from 'next/link';
import { allCompetitions, competitionFileVersions } from '@/server/lookups';
import { COMPETITION_KINDS } from '@/lib/competitions/registry';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { currentDate } from '@/server/clock';
import { getCompetitionView, publishedCompetition } from '@/server/competitions';
import { connection } from '@/server/data';
import { arbiterPageAccess } from '@/server/guard';
import { NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { ActionForm } from '@/app/[lang]/arbiter/forms';
import { createCompetitionAction, uploadCompetitionFileAction } from './actions';

import type { Metadata } from 'next';
import { staticTitle } from '@/app/components/page-title';
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  return staticTitle((await params).lang, 'competitions');
}

const words = {
  pl: {
    title: 'Turnieje i ligi z partii',
    intro: 'Każde rozgrywki to folder plików, jak dla polecenia gp: opis (event.json, league.json, team-league.json) i pliki TRF/CSV, które wymienia. Każda wersja pliku jest przechowywana.',
    create: 'Nowe rozgrywki',
    slug: 'Adres (np. open-2025)',
    kind: 'Rodzaj',
    name: 'Nazwa',
    add: 'Utwórz',
    upload: 'Wyślij plik',
    file: 'Plik',
    fileName: 'Nazwa w folderze (domyślnie nazwa pliku)',
    files: 'Pliki',
    complete: 'kompletne',
    incomplete: 'niekompletne',
    published: 'opublikowane',
    draft: 'szkic — niepubliczny, dopóki nie ma wszystkich plików i choć jednego wyniku',
    none: 'Brak rozgrywek.',
    backToPanel: 'Panel sędziego',
    needs: 'Pliki tego rodzaju rozgrywek (jak folder polecenia gp):',
    required: 'wymagany',
    optional: 'opcjonalny',
    uploaded: 'wgrany',
    missing: 'brak',
    template: (file: string) => `Pobierz wzór ${file}`,
  },
  en: {
    title: 'Opens and leagues from games',
    intro: 'Each competition is a folder of files, as for the gp command: its description (event.json, league.json, team-league.json) and the TRF/CSV files it names. Every version of a file is kept.',
    create: 'New competition',
    slug: 'Address (e.g. open-2025)',
    kind: 'Kind',
    name: 'Name',
    add: 'Create',
    upload: 'Upload the file',
    file: 'File',
    fileName: 'Name in the folder (default: the file’s name)',
    files: 'Files',
    complete: 'complete',
    incomplete: 'incomplete',
    published: 'published',
    draft: 'draft — not public until every file and at least one result are in',
    none: 'No competitions yet.',
    backToPanel: 'Arbiter workspace',
    needs: 'The files of this kind of competition (as the gp command’s folder):',
    required: 'required',
    optional: 'optional',
    uploaded: 'uploaded',
    missing: 'missing',
    template: (file: string) => `Download a ${file} to start from`,
  },
} as const;

export default async function ArbiterCompetitionsPage({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  const access = await arbiterPageAccess(lang, localePath(lang, '/arbiter/competitions'));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const w = words[lang];
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
              <Link href={localePath(lang, `/${COMPETITION_KINDS[c.kind]?.path ?? 'events'}/${c.slug}`)}>{c.name}</Link>{' '}
              <span className="muted">
                · {COMPETITION_KINDS[c.kind]?.title[lang] ?? c.kind} · {view.load.ok ? w.complete : w.incomplete} ·{' '}
                <span className="badge" data-testid={`publication-${c.slug}`}>{published ? w.published : w.draft}</span>
              </span>
            </h2>
            <p className="muted">
              {w.files}: {[...new Set(versions.map((v) => v.name))].map((n) => `${n} (v${versions.find((v) => v.name === n)!.version})`).join(', ') || '—'}
            </p>
            {c.kind === 'round-robin-league' && <p><Link href={localePath(lang, `/arbiter/competitions/${c.slug}/league-game`)} data-testid={`league-game-${c.slug}`}>{lang === 'pl' ? 'Wpisz wynik, przełożenie lub odrobienie partii' : 'Enter a game’s result, postponement or made-up date'}</Link></p>}
            {c.kind === 'team-league' && <p><Link href={localePath(lang, `/arbiter/competitions/${c.slug}/captains`)} data-testid={`captains-${c.slug}`}>{lang === 'pl' ? 'Kapitanowie i zgłoszone mecze' : 'Captains and submitted matches'}</Link></p>}
            {c.kind === 'swiss-open' && <p><Link href={localePath(lang, `/arbiter/competitions/${c.slug}/game`)} data-testid={`enter-game-${c.slug}`}>{lang === 'pl' ? 'Wpisz partię (telefon)' : 'Enter a game (phone)'}</Link></p>}
            {COMPETITION_KINDS[c.kind] ? <FolderFiles lang={lang} kind={COMPETITION_KINDS[c.kind]!} have={new Set(versions.map((v) => v.name))} /> : null}
            <ActionForm action={uploadCompetitionFileAction} submit={w.upload} id={`upload-${c.slug}`}>
              <input type="hidden" name="competition" value={c.slug} />
              <input type="hidden" name="lang" value={lang} />
              <label>
                {w.file} <input type="file" name="file" required />
              </label>
              <label>
                {w.fileName} <input name="name" maxLength={80} />
              </label>
            </ActionForm>
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
  const w = words[lang];
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
