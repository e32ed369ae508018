import type { Metadata } from 'next';
import Link from 'next/link';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { formatDate, localePath, type Lang } from '@/lib/i18n/messages';
import { readConnection } from '@/server/data';
import { entrantPrefill } from '@/server/entries';
import { loadAnnouncement } from '../load';
import { EntryForm } from './entry-form';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang; id: string }> }): Promise<Metadata> {
  const { lang, id } = await params;
  const v = loadAnnouncement(id);
  return { title: `${words(lang, ENTRIES_WORDS).formTitle} · ${v.reservation.name}` };
}

/** The entry form of a tournament; `?player=cr:…` (a player's page) fills it from the register. */
export default async function EnterPage({ params, searchParams }: { params: Promise<{ lang: Lang; id: string }>; searchParams: Promise<{ player?: string }> }) {
  const { lang, id } = await params;
  const { player } = await searchParams;
  const w = words(lang, ENTRIES_WORDS);
  const v = loadAnnouncement(id);
  const prefill = typeof player === 'string' ? entrantPrefill(readConnection(), v.season.id, player) : null;
  return (
    <>
      <p>
        <Link href={localePath(lang, `/tournaments/${v.reservation.id}`)}>{w.backToAnnouncement}</Link>
      </p>
      <h1>{w.formTitle}</h1>
      <p data-testid="enter-tournament">
        <strong>{v.reservation.name}</strong> — {formatDate(lang, v.reservation.date)}, {v.reservation.city}
      </p>
      {v.state !== 'open' ? (
        <p className="error" data-testid="entries-state">
          {w.entriesState[v.state]}
        </p>
      ) : (
        <>
          <p className="explain">{w.formIntro}</p>
          <EntryForm lang={lang} reservation={v.reservation.id} year={Number(v.reservation.date.slice(0, 4))} ages={v.ages} fees={v.fees} prefill={prefill} />
        </>
      )}
    </>
  );
}
