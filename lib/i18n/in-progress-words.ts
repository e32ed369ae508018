/**
 * The words of a tournament in progress (issue 25, docs/in-progress.md) on the public pages: the
 * provisional table "if the tournament ended now", the marks of the official table and of the
 * tournament's own page. Polish first, English too; numbers and names come in as arguments.
 */
import { HOME_WORDS } from './home-words';
import type { Lang } from './messages';
import { words } from '@/lib/i18n/words';

export interface InProgressItem {
  name: string;
  round: number;
  of: number;
  /** Issue 40: games of rounds 1 … round still without a result (absent: none). */
  pending?: number;
}

/** " (1 partia zaległa)" / " (1 game outstanding)" after the round, in the home page's words (issue 40); nothing when none. */
const outstanding = (lang: Lang, pending: number | undefined): string => (pending ? ` (${words(lang, HOME_WORDS).pending(pending)})` : '');

const list = (lang: Lang, names: readonly string[]): string => {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${lang === 'pl' ? 'i' : 'and'} ${names.at(-1)}`;
};

interface Words {
  /** The mark of everything provisional. */
  badge: string;
  /** "po rundzie 5 z 9", "po rundzie 5 z 9 (1 partia zaległa)" */
  afterRound: (round: number, of: number, pending?: number) => string;
  /** "Turniej 7 — w toku, po rundzie 5 z 9" */
  inProgress: (t: InProgressItem) => string;
  provisionalTitle: (count: number) => string;
  provisionalExplain: (items: readonly InProgressItem[]) => string;
  officialMark: (items: readonly InProgressItem[]) => string;
  officialRank: string;
  officialRankTitle: string;
  notInOfficial: string;
  /** The column of a tournament in progress in the provisional table. */
  columnTitle: (t: InProgressItem) => string;
  /** Teams, prizes: the tournament in progress is not counted here. */
  notCountedHere: (items: readonly InProgressItem[]) => string;
  seeProvisional: string;
  /** The tournament's own page. */
  tournamentMark: (t: InProgressItem) => string;
  tournamentExplain: string;
  /** Arbiter's upload preview. */
  previewMark: (round: number, of: number, pending?: number) => string;
}

const names = (items: readonly InProgressItem[]) => items.map((t) => t.name);

/** The words of a tournament in progress: `words(lang, IN_PROGRESS_WORDS)` (lib/i18n/words.ts). */
export const IN_PROGRESS_WORDS: Record<Lang, Words> = {
  pl: {
    badge: 'Prowizorycznie',
    afterRound: (round, of, pending) => `po rundzie ${round} z ${of}${outstanding('pl', pending)}`,
    inProgress: (t) => `${t.name} — w toku, po rundzie ${t.round} z ${t.of}${outstanding('pl', t.pending)}`,
    provisionalTitle: (count) => (count === 1 ? 'Tabela prowizoryczna — gdyby turniej skończył się teraz' : 'Tabela prowizoryczna — gdyby turnieje skończyły się teraz'),
    provisionalExplain: (items) =>
      `${items.map((t) => `${t.name}: wyniki po rundzie ${t.round} z ${t.of}${outstanding('pl', t.pending)}`).join('; ')}. Ta tabela liczy je tak, jakby turniej skończył się teraz. To nie jest klasyfikacja oficjalna i nie daje nagród; oficjalna tabela niżej nie liczy turnieju w toku.`,
    officialMark: (items) => `Tabela oficjalna — bez turnieju w toku (${list('pl', names(items))}).`,
    officialRank: 'Oficjalnie',
    officialRankTitle: 'Miejsce w oficjalnej tabeli (bez turnieju w toku)',
    notInOfficial: 'nowy',
    columnTitle: (t) => `${t.name} (po ${t.round} z ${t.of})`,
    notCountedHere: (items) => `${items.map((t) => `${t.name} trwa (po rundzie ${t.round} z ${t.of}${t.pending ? `; ${HOME_WORDS.pl.pending(t.pending)}` : ''})`).join('; ')}: ta strona go nie liczy, dopóki nie ma wyników wszystkich rund.`,
    seeProvisional: 'Tabela prowizoryczna',
    tournamentMark: (t) => `W toku: po rundzie ${t.round} z ${t.of}${outstanding('pl', t.pending)}`,
    tournamentExplain: 'Ranking po rozegranych rundach, z punktacją pomocniczą. Wyniki prowizoryczne: tabela sezonu policzy turniej po przesłaniu pliku ze wszystkimi rundami.',
    previewMark: (round, of, pending) => `Turniej w toku: po rundzie ${round} z ${of}${outstanding('pl', pending)} — zostanie zapisany jako prowizoryczny`,
  },
  en: {
    badge: 'Provisional',
    afterRound: (round, of, pending) => `after round ${round} of ${of}${outstanding('en', pending)}`,
    inProgress: (t) => `${t.name} — in progress, after round ${t.round} of ${t.of}${outstanding('en', t.pending)}`,
    provisionalTitle: (count) => (count === 1 ? 'Provisional table — if the tournament ended now' : 'Provisional table — if the tournaments ended now'),
    provisionalExplain: (items) =>
      `${items.map((t) => `${t.name}: results after round ${t.round} of ${t.of}${outstanding('en', t.pending)}`).join('; ')}. This table counts them as if the tournament ended now. It is not the official classification and awards no prizes; the official table below does not count a tournament in progress.`,
    officialMark: (items) => `Official table — without the tournament in progress (${list('en', names(items))}).`,
    officialRank: 'Official',
    officialRankTitle: 'Place in the official table (without the tournament in progress)',
    notInOfficial: 'new',
    columnTitle: (t) => `${t.name} (after ${t.round} of ${t.of})`,
    notCountedHere: (items) => `${items.map((t) => `${t.name} is in progress (after round ${t.round} of ${t.of}${t.pending ? `; ${HOME_WORDS.en.pending(t.pending)}` : ''})`).join('; ')}: this page does not count it until the results of all rounds are in.`,
    seeProvisional: 'Provisional table',
    tournamentMark: (t) => `In progress: after round ${t.round} of ${t.of}${outstanding('en', t.pending)}`,
    tournamentExplain: 'The ranking after the rounds played, with its tie-breaks. Provisional results: the season’s table counts the tournament once the file of all rounds is uploaded.',
    previewMark: (round, of, pending) => `Tournament in progress: after round ${round} of ${of}${outstanding('en', pending)} — it will be stored as provisional`,
  },
};
