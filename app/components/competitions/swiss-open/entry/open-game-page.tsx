import Link from 'next/link';
import { ENTRY_RESULTS } from '@/lib/competitions/swiss-open/append-game-row';
import { localePath } from '@/lib/i18n/messages';
import { openGameEntry } from '@/server/competitions/swiss-open/open-game-entry';
import { describe } from '@/lib/i18n/t';
import { connection } from '@/server/data';
import { SignedInBar } from '@/app/[lang]/arbiter/chrome';
import type { EntryFormProps } from '../../competition-views';
import { GameEntryForm } from './game-entry-form';
import { stageLabel } from '@/lib/games/stage-label';

/** ½-½ for 1/2-1/2: the results as the form shows them. */
const resultLabel = (result: string): string => result.replace('1/2-1/2', '½-½');

import { GAME_PAGE_WORDS } from '@/lib/competitions/swiss-open/swiss-open-words';
import { words } from '@/lib/i18n/words';

/** The open's game entry (`/arbiter/competitions/{slug}/game`, through the arbiter route): a game's result, previewed, then saved. */
export function OpenGamePage({ lang, slug, user }: EntryFormProps) {
  const w = words(lang, GAME_PAGE_WORDS);
  const entry = openGameEntry(connection(), user, slug);
  const nav = (
    <p>
      <Link href={localePath(lang, '/arbiter/competitions')}>{w.back}</Link> · <Link href={localePath(lang, `/events/${slug}`)}>{w.public}</Link>
    </p>
  );
  if (!entry.ok) {
    return (
      <>
        <SignedInBar lang={lang} email={user.email} />
        <h1>{slug}</h1>
        {nav}
        <div className="error" role="alert" data-testid="game-entry-refused">
          {w.refused}
          <ul>
            {entry.errors.map((e, i) => (
              <li key={i}>{describe(lang, e, 'placed')}</li>
            ))}
          </ul>
        </div>
      </>
    );
  }
  const { competition, result, stages, due, gamesVersion } = entry.value;
  const nameOf = new Map(result.players.map((p) => [p.startNo, p.name]));
  return (
    <>
      <SignedInBar lang={lang} email={user.email} />
      <h1>{w.title(competition.name)}</h1>
      {nav}
      <p className="explain">{w.intro}</p>
      <GameEntryForm
        lang={lang}
        competition={competition.slug}
        gamesVersion={gamesVersion}
        stages={stages.map((id) => ({ id, label: stageLabel(lang, id) }))}
        players={result.players.map((p) => ({ startNo: p.startNo, name: p.name }))}
        results={ENTRY_RESULTS.map((r) => ({ value: r, label: resultLabel(r) }))}
        due={due.map((d) => ({ ...d, stageLabel: stageLabel(lang, d.stage), whiteName: nameOf.get(d.white) ?? String(d.white), blackName: nameOf.get(d.black) ?? String(d.black) }))}
      />
    </>
  );
}
