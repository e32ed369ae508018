import type { EventPlayer } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { Slot } from '@/lib/competitions/swiss-open/slot';
import { SLOT_NAME_WORDS } from '@/lib/competitions/swiss-open/swiss-open-words';
import { ParticipantName } from '@/app/components/games/participant-name';
import { participantHref } from '@/lib/people/person-json';
import { words } from '@/lib/i18n/words';


/** A player's name with the start number, or — for a slot not decided yet — who can still be there. */
export function SlotName({ slot, players, lang, slug }: { slot: Slot; players: readonly EventPlayer[]; lang: 'pl' | 'en'; slug?: string }) {
  const w = words(lang, SLOT_NAME_WORDS);
  if (slot.startNo !== null) return <PlayerName startNo={slot.startNo} players={players} lang={lang} slug={slug} />;
  if (slot.candidates.length === 0) return <span className="open">{w.open}</span>;
  return (
    <span className="open">
      {w.oneOf} {slot.candidates.map((c) => players.find((p) => p.startNo === c)?.name ?? String(c)).join(', ')}
    </span>
  );
}

/** A player with the start number; with the open's `slug`, the name links the player's page (issue 40, C11). */
export function PlayerName({ startNo, players, lang = 'pl', slug }: { startNo: number; players: readonly EventPlayer[]; lang?: 'pl' | 'en'; slug?: string }) {
  const p = players.find((x) => x.startNo === startNo);
  return (
    <span>
      <ParticipantName name={p?.name ?? String(startNo)} title={p?.title} href={p && slug !== undefined ? participantHref(lang, slug, startNo) : null} /> <span className="start-no">({startNo})</span>
    </span>
  );
}

/** The open's player in a table: title, name (a link with `slug`) and federation (issue 40, item 4). */
export function EventPlayerName({ startNo, players, lang, slug, fallback }: { startNo: number; players: readonly EventPlayer[]; lang: 'pl' | 'en'; slug?: string; fallback?: string }) {
  const p = players.find((x) => x.startNo === startNo);
  return <ParticipantName name={p?.name ?? fallback ?? String(startNo)} title={p?.title} federation={p?.federation} href={slug !== undefined ? participantHref(lang, slug, startNo) : null} />;
}
