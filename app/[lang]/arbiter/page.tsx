import type { Metadata } from 'next';
import { staticTitle } from '@/app/components/page-title';
import { currentTime } from '@/server/clock';
import Link from 'next/link';
import { listAllSeasons } from '@/server/seasons';
import { listUsers } from '@/server/workspace/accounts';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { connection } from '@/server/data';
import { arbiterPageAccess, shown } from '@/server/guard';
import { createOrganizerAction } from '@/app/[lang]/arbiter/actions/organizers';
import { createSeasonAction } from '@/app/[lang]/arbiter/actions/seasons';
import { removeAccountAction } from '@/app/[lang]/arbiter/actions/account';
import { SeasonRulesFields } from './season-rules-form';
import { PRESET_INFO } from '@/lib/series/rules';
import { describeRules } from '@/lib/i18n/rules-words';
import { PresetSelect } from './preset-select';
import { NoAccess, SignedInBar } from './chrome';
import { ConfirmActionButton } from './confirm-action-button';
import { ActionForm } from './forms';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return staticTitle(lang, 'arbiter');
}

const DEFAULT_PRESET = 'warmia-mazury-2018';

export default async function ArbiterHome({ params, searchParams }: { params: Promise<{ lang: Lang }>; searchParams: Promise<{ preset?: string | string[] }> }) {
  const { lang } = await params;
  const asked = (await searchParams).preset;
  const preset = typeof asked === 'string' && Object.hasOwn(PRESET_INFO, asked) ? PRESET_INFO[asked]! : PRESET_INFO[DEFAULT_PRESET]!;
  const w = words(lang, WORKSPACE_WORDS);
  const access = await arbiterPageAccess(lang, localePath(lang, '/arbiter'));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const seasons = shown(listAllSeasons(connection(), access.user));
  const accounts = shown(listUsers(connection(), access.user));
  return (
    <>
      <SignedInBar lang={lang} email={access.user.email} />
      <h1>{w.arbiterWorkspace}</h1>
      <nav className="season">
        <Link href={localePath(lang, '/arbiter/tokens')}>{w.apiTokens}</Link>
        <Link href={localePath(lang, '/arbiter/competitions')}>{w.opensLeaguesFromGames}</Link>
        <Link href={localePath(lang, '/arbiter/sessions')}>{w.sessionsPassword}</Link>
      </nav>
      <h2>{w.seasons}</h2>
      <DataTable data-testid="arbiter-seasons">
        <thead>
          <tr>
            <th>{w.season}</th>
            <th>{w.year}</th>
            <th>{w.visibility}</th>
          </tr>
        </thead>
        <tbody>
          {seasons.map((s) => (
            <tr key={s.id}>
              <td>
                <Link href={localePath(lang, `/arbiter/seasons/${s.slug}`)}>{s.name}</Link>
              </td>
              <td>{s.year}</td>
              <td>{s.public ? w.public : w.hidden}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <h2>{w.newSeason}</h2>
      <ActionForm action={createSeasonAction} submit={w.createSeason} id="create-season">
        <label>
          {w.addressSlug} <input name="slug" required pattern="[a-z0-9][a-z0-9\-]*" placeholder="gp-2027" />
        </label>
        <label>
          {w.name} <input name="name" required placeholder="Grand Prix Warmii i Mazur 2027" />
        </label>
        <label>
          {w.year} <input name="year" type="number" required defaultValue={currentTime().getUTCFullYear()} />
        </label>
        <PresetSelect key={`select-${preset.name}`} label={w.presetRules} chosen={preset.name} presets={Object.values(PRESET_INFO).map((p) => ({ name: p.name, title: p.title[lang] }))} />
        <ul className="muted" data-testid="preset-description">
          {describeRules(preset.rules, lang).map((line) => (
            <li key={line.topic}>{line.text}</li>
          ))}
        </ul>
        <SeasonRulesFields key={preset.name} lang={lang} rules={preset.rules} advanced="" />
        <label>
          <input name="public" type="checkbox" defaultChecked /> {w.publicOnce}
        </label>
      </ActionForm>
      <h2>{w.accounts}</h2>
      <ul data-testid="accounts">
        {accounts.map((a) => (
          <li key={a.id}>
            {a.email} — {a.role === 'arbiter' ? w.arbiter : a.role === 'captain' ? w.captain : w.organizer}
            {a.club ? `, ${a.club}` : ''}
            {a.id !== access.user.id && <> <ConfirmActionButton action={removeAccountAction} fields={{ id: a.id, lang }} label={w.removeAccount} secondary question={w.removeAccountQuestion(a.email)} yes={w.removeYes} no={w.cancel} /></>}
          </li>
        ))}
      </ul>
      <h3>{w.newOrganizerAccount}</h3>
      <ActionForm action={createOrganizerAction} submit={w.createAccount} id="create-organizer">
        <label>
          E-mail <input name="email" type="email" required autoComplete="off" />
        </label>
        <label>
          {w.club} <input name="club" required />
        </label>
        <label>
          {w.initialPassword} <input name="password" type="password" minLength={10} required autoComplete="new-password" />
        </label>
      </ActionForm>
    </>
  );
}
