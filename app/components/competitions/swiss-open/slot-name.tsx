import type { EventPlayer } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { Slot } from '@/lib/competitions/swiss-open/slot';
import { SLOT_NAME_WORDS as words } from '@/lib/i18n/swiss-open-words';


/** A player's name with the start number, or — for a slot not decided yet — who can still be there. */
export function SlotName({ slot, players, lang }: { slot: Slot; players: readonly EventPlayer[]; lang: 'pl' | 'en' }) {
  const w = words[lang];
  if (slot.startNo !== null) return <PlayerName startNo={slot.startNo} players={players} />;
  if (slot.candidates.length === 0) return <span className="open">{w.open}</span>;
  return (
    <span className="open">
      {w.oneOf} {slot.candidates.map((c) => players.find((p) => p.startNo === c)?.name ?? String(c)).join(', ')}
    </span>
  );
}

export function PlayerName({ startNo, players }: { startNo: number; players: readonly EventPlayer[] }) {
  const p = players.find((x) => x.startNo === startNo);
  return (
    <span>
      {p?.title ? `${p.title} ` : ''}
      {p?.name ?? String(startNo)} <span className="start-no">({startNo})</span>
    </span>
  );
}
