import type { Metadata } from 'next';
import { staticTitle } from '@/app/components/page-title';
import { currentTime } from '@/server/clock';
import Link from 'next/link';
import { listAllSeasons } from '@/server/workspace/seasons';
import { listUsers } from '@/server/workspace/accounts';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { connection } from '@/server/data';
import { arbiterPageAccess } from '@/server/guard';
import { createOrganizerAction, createSeasonAction, removeAccountAction } from './actions';
import { SeasonRulesFields } from './season-rules-form';
import { WARMIA_MAZURY_2018 } from '@/lib/series/rules';
import { ActionButton, NoAccess, SignedInBar } from './chrome';
import { ActionForm } from './forms';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return staticTitle(lang, 'Panel sędziego', 'Arbiter workspace');
}

export default async function ArbiterHome({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  const T = (pl: string, en: string) => (lang === 'pl' ? pl : en);
  const access = await arbiterPageAccess(lang, localePath(lang, '/arbiter'));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const seasons = listAllSeasons(connection(), access.user);
  const accounts = listUsers(connection(), access.user);
  return (
    <>
      <SignedInBar lang={lang} email={access.user.email} />
      <h1>{T('Panel sędziego', 'Arbiter workspace')}</h1>
      <nav className="season">
        <Link href={localePath(lang, '/arbiter/tokens')}>{T('Tokeny API', 'API tokens')}</Link>
        <Link href={localePath(lang, '/arbiter/competitions')}>{T('Turnieje i ligi z partii', 'Opens and leagues from games')}</Link>
        <Link href={localePath(lang, '/arbiter/sessions')}>{T('Sesje i hasło', 'Sessions and password')}</Link>
      </nav>
      <h2>{T('Sezony', 'Seasons')}</h2>
      <div className="table-wrap">
        <table data-testid="arbiter-seasons">
          <thead>
            <tr>
              <th>{T('Sezon', 'Season')}</th>
              <th>{T('Rok', 'Year')}</th>
              <th>{T('Widoczność', 'Visibility')}</th>
            </tr>
          </thead>
          <tbody>
            {seasons.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link href={localePath(lang, `/arbiter/seasons/${s.slug}`)}>{s.name}</Link>
                </td>
                <td>{s.year}</td>
                <td>{s.public ? T('publiczny', 'public') : T('ukryty', 'hidden')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{T('Nowy sezon', 'New season')}</h2>
      <ActionForm action={createSeasonAction} submit={T('Utwórz sezon', 'Create season')} id="create-season">
        <label>
          {T('Adres (slug)', 'Address (slug)')} <input name="slug" required pattern="[a-z0-9][a-z0-9\-]*" placeholder="gp-2027" />
        </label>
        <label>
          {T('Nazwa', 'Name')} <input name="name" required placeholder="Grand Prix Warmii i Mazur 2027" />
        </label>
        <label>
          {T('Rok', 'Year')} <input name="year" type="number" required defaultValue={currentTime().getUTCFullYear()} />
        </label>
        <label>
          {T('Regulamin (preset)', 'Preset')}
          <select name="preset" defaultValue="warmia-mazury-2018">
            <option value="warmia-mazury-2018">warmia-mazury-2018</option>
          </select>
        </label>
        <SeasonRulesFields lang={lang} rules={WARMIA_MAZURY_2018} advanced="" />
        <label>
          <input name="public" type="checkbox" defaultChecked /> {T('publiczny od razu', 'public at once')}
        </label>
      </ActionForm>
      <h2>{T('Konta', 'Accounts')}</h2>
      <ul data-testid="accounts">
        {accounts.map((a) => (
          <li key={a.id}>
            {a.email} — {a.role === 'arbiter' ? T('sędzia', 'arbiter') : a.role === 'captain' ? T('kapitan', 'captain') : T('organizator', 'organizer')}
            {a.club ? `, ${a.club}` : ''}
            {a.id !== access.user.id && <> <ActionButton action={removeAccountAction} fields={{ id: a.id, lang }} label={T('Usuń konto', 'Remove account')} secondary /></>}
          </li>
        ))}
      </ul>
      <h3>{T('Nowe konto organizatora', 'New organizer account')}</h3>
      <ActionForm action={createOrganizerAction} submit={T('Utwórz konto', 'Create account')} id="create-organizer">
        <label>
          E-mail <input name="email" type="email" required autoComplete="off" />
        </label>
        <label>
          {T('Klub', 'Club')} <input name="club" required />
        </label>
        <label>
          {T('Hasło startowe (min. 10 znaków; przekaż je organizatorowi)', 'Initial password (10+ characters; give it to the organizer)')} <input name="password" type="password" minLength={10} required autoComplete="new-password" />
        </label>
      </ActionForm>
    </>
  );
}
