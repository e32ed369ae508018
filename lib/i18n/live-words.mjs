// The words of the live event streams (server/event-streams.mjs, docs/api-events.md): what changed
// in a season or a competition, in Polish and English, for a page's notice ("Zaktualizowano 14:32 —
// Turniej 7 — nowa wersja"). Plain JavaScript, like the production server that uses it (it runs
// without a build step); pure: the audit lines come in as arguments. Types: live-words.d.mts.

import { pluralCategory } from './plural-rule.mjs';

/** "2 zmiany", "5 zmian", "1 change": the count with its noun in the language's plural form. */
function changes(lang, n) {
  const c = pluralCategory(lang, n);
  if (lang === 'pl') return `${n} ${c === 'one' ? 'zmiana' : c === 'few' ? 'zmiany' : 'zmian'}`;
  return `${n} ${c === 'one' ? 'change' : 'changes'}`;
}

const s = (v) => (v === undefined || v === null ? '' : String(v));

/** An upload's audit details name the round of a tournament in progress (server/uploads.ts: `afterRound`, `ofRounds`). */
const inProgress = (p) => p.afterRound !== undefined && p.afterRound !== null && p.ofRounds !== undefined && p.ofRounds !== null;
/**
 * Issue 40: "2 partie zaległe", "1 game outstanding" — the games of the rounds reached still without
 * a result, the one wording of the home page (lib/i18n/home-words.ts `pending`) and the live notices.
 */
export function outstandingGames(lang, n) {
  const c = pluralCategory(lang, Number(n));
  if (lang === 'pl') return `${n} ${c === 'one' ? 'partia zaległa' : c === 'few' ? 'partie zaległe' : 'partii zaległych'}`;
  return `${n} ${c === 'one' ? 'game' : 'games'} outstanding`;
}
const outstanding = (lang, n) => (Number(n) > 0 ? `, ${outstandingGames(lang, n)}` : '');
const ROUND = { pl: (p) => `${s(p.tournamentName)} — runda ${s(p.afterRound)} z ${s(p.ofRounds)} (wyniki prowizoryczne${outstanding('pl', p.pending)})`, en: (p) => `${s(p.tournamentName)} — round ${s(p.afterRound)} of ${s(p.ofRounds)} (provisional${outstanding('en', p.pending)})` };
const round = (lang, p) => ROUND[lang](p);

/**
 * One audit action → its words. `p`: the audit line's details, with `tournamentName` (the
 * tournament's name in the season) where the line names a tournament.
 */
export const LIVE_WORDS = {
  // issue 25: a file of a tournament in progress names its round ("Turniej 7 — runda 5 z 9")
  'tournament.upload': { pl: (p) => (inProgress(p) ? round('pl', p) : `${s(p.tournamentName)} — nowe wyniki`), en: (p) => (inProgress(p) ? round('en', p) : `${s(p.tournamentName)} — new results`) },
  'tournament.correct': {
    pl: (p) => (inProgress(p) ? round('pl', p) : p.completed ? `${s(p.tournamentName)} — wyniki końcowe (wszystkie rundy)` : `${s(p.tournamentName)} — nowa wersja (${s(p.version)})`),
    en: (p) => (inProgress(p) ? round('en', p) : p.completed ? `${s(p.tournamentName)} — final results (all rounds)` : `${s(p.tournamentName)} — new version (${s(p.version)})`),
  },
  'tournament.restore': { pl: (p) => `${s(p.tournamentName)} — przywrócono wersję ${s(p.version)}`, en: (p) => `${s(p.tournamentName)} — version ${s(p.version)} restored` },
  'tournament.delete': { pl: (p) => `${s(p.tournamentName)} — wyniki usunięte z sezonu`, en: (p) => `${s(p.tournamentName)} — results taken out of the season` },
  'registry.upload': { pl: () => 'Nowy rejestr zawodników', en: () => 'New register of players' },
  'registry.add': { pl: () => 'Rejestr zawodników uzupełniony', en: () => 'Register of players completed' },
  'link.set': { pl: (p) => `${s(p.tournamentName)} — poprawione przypisanie zawodnika`, en: (p) => `${s(p.tournamentName)} — a player's link corrected` },
  'link.keep-apart': { pl: (p) => `${s(p.tournamentName)} — poprawione przypisanie zawodnika`, en: (p) => `${s(p.tournamentName)} — a player's link corrected` },
  'spelling.same': { pl: () => 'Połączone pisownie zawodnika', en: () => "A player's spellings joined" },
  'spelling.different': { pl: () => 'Rozdzielone pisownie zawodników', en: () => 'Two spellings kept as two players' },
  'link.remove': { pl: (p) => `${s(p.tournamentName)} — poprawione przypisanie zawodnika`, en: (p) => `${s(p.tournamentName)} — a player's link corrected` },
  'season.update': { pl: () => 'Zmienione ustawienia sezonu', en: () => 'Season settings changed' },
  'season.publish': { pl: () => 'Sezon opublikowany', en: () => 'Season published' },
  'competition.file': { pl: (p) => `Nowe dane (${s(p.file)}, wersja ${s(p.version)})`, en: (p) => `New data (${s(p.file)}, version ${s(p.version)})` },
  'competition.exclusion': {
    pl: (p) => (p.decision === 'undo' ? `Cofnięte wykluczenie zawodnika nr ${s(p.startNumber)}` : `Wykluczenie zawodnika nr ${s(p.startNumber)}`),
    en: (p) => (p.decision === 'undo' ? `Exclusion of player no. ${s(p.startNumber)} undone` : `Player no. ${s(p.startNumber)} excluded`),
  },
  'captain.confirm': { pl: (p) => `Runda ${s(p.round)}: zatwierdzony wynik meczu drużyny ${s(p.team)}`, en: (p) => `Round ${s(p.round)}: ${s(p.team)}'s match result confirmed` },
};

/** Words for a change the audit log does not name (e.g. a season imported by `gp import`). */
export const DATA_UPDATED = { pl: 'Nowa wersja danych', en: 'Data updated' };

/** At most this many changes are named in one notice; the rest are counted. */
const NAMED = 3;

/**
 * What one event says changed, from the audit lines written since the previous event
 * (`{ action, details }`, oldest first): each change's words, and one line for the notice. A file
 * line that comes with a more telling one of the same write (a captain's confirmation, an
 * exclusion) is left out; actions that change nothing public (a captain's grant) are too.
 */
export function describeChanges(lines) {
  const known = lines.filter((l) => LIVE_WORDS[l.action]);
  const telling = known.some((l) => l.action !== 'competition.file') ? known.filter((l) => l.action !== 'competition.file') : known;
  const items = telling.map((l) => ({ action: l.action, ...(l.details.tournament !== undefined ? { tournament: String(l.details.tournament) } : {}), ...(l.details.version !== undefined ? { version: Number(l.details.version) } : {}), text: { pl: LIVE_WORDS[l.action].pl(l.details), en: LIVE_WORDS[l.action].en(l.details) } }));
  const line = (lang) => {
    if (items.length === 0) return DATA_UPDATED[lang];
    // the same words twice (two links corrected in one tournament) say it once
    const unique = [...new Set(items.map((i) => i.text[lang]))];
    const named = unique.slice(0, NAMED).join('; ');
    const rest = unique.length - NAMED;
    if (rest <= 0) return named;
    return lang === 'pl' ? `${named} i jeszcze ${changes('pl', rest)}` : `${named} and ${changes('en', rest)} more`;
  };
  return { changes: items, text: { pl: line('pl'), en: line('en') } };
}
