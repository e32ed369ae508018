/**
 * The words of each competition kind's definition (issue 23): its title, and what each file of its
 * folder holds as the arbiter's workspace lists them (competitions.md §6), Polish and English. The
 * kind's module (lib/competitions/<kind>/<kind>-kind.ts) takes them with `kindWords(kind)`; a new
 * kind adds its entry here (docs/extending.md). The English table has the Polish one's kinds and files.
 */

const pl = {
  'swiss-open': {
    title: 'Open: eliminacje, baraże, grupy i mecze',
    folder: {
      'event.json': 'opis: nazwa, regulamin (preset) i nazwy dwóch plików poniżej',
      'swiss.trf': 'turniej szwajcarski (eliminacje) jako FIDE TRF albo tabela krzyżowa chess-results (.xlsx)',
      'games.csv': 'późniejsze partie: stage,round,white,black,result (baraż, grupy, mecze) — rośnie w ciągu dnia',
    },
  },
  'round-robin-league': {
    title: 'Ligi kołowe z dniami rezerwowymi',
    folder: {
      'league.json': 'opis: nazwa, regulamin (preset), lista lig (id, nazwa, plik TRF, wykluczeni) i plik przełożeń',
      '<id>.trf': 'jeden plik FIDE TRF na ligę, pod nazwą z league.json',
      'postponements.csv': 'przełożone i odrobione partie',
    },
  },
  'team-league': {
    title: 'Liga drużynowa: system szwajcarski i mecze o miejsca',
    folder: {
      'team-league.json': 'opis: nazwa, regulamin (preset), pliki składów i wyników, reguły rankingu',
      'teams.csv': 'składy: team,club,board,name,sex,birth,rating (kolejność szachownic, rezerwowi na końcu)',
      'boards.csv': 'wyniki na szachownicach: round,home,away,board,home_player,away_player,result — albo drużynowy TRF (rekordy 013)',
    },
  },
} as const;

type Kind = keyof typeof pl;
type FileOf<K extends Kind> = keyof (typeof pl)[K]['folder'];
type KindWords = { [K in Kind]: { title: string; folder: Record<FileOf<K>, string> } };

const en: KindWords = {
  'swiss-open': {
    title: 'Open: qualifier, play-off, groups and matches',
    folder: {
      'event.json': 'the description: name, regulation (preset) and the names of the two files below',
      'swiss.trf': 'the Swiss (qualifier) as a FIDE TRF or a chess-results crosstable (.xlsx)',
      'games.csv': 'the later games: stage,round,white,black,result (play-off, groups, matches) — grows during the day',
    },
  },
  'round-robin-league': {
    title: 'Round-robin leagues with reserve days',
    folder: {
      'league.json': 'the description: name, regulation (preset), the leagues (id, name, TRF file, excluded) and the postponements file',
      '<id>.trf': 'one FIDE TRF per league, under the name league.json gives',
      'postponements.csv': 'postponed and made-up games',
    },
  },
  'team-league': {
    title: 'Team league: Swiss, then matches for places',
    folder: {
      'team-league.json': 'the description: name, regulation (preset), the roster and results files, the ranking rules',
      'teams.csv': 'rosters: team,club,board,name,sex,birth,rating (board order, reserves last)',
      'boards.csv': 'board results: round,home,away,board,home_player,away_player,result — or a team TRF (013 records)',
    },
  },
};

export const KIND_WORDS: { pl: KindWords; en: KindWords } = { pl, en };

/** A kind's title and its files' descriptions in both languages, as its definition carries them (CompetitionKind.title, folder[].holds). */
export function kindWords<K extends Kind>(kind: K) {
  const of = (lang: keyof typeof KIND_WORDS) => KIND_WORDS[lang][kind] as KindWords[K];
  return {
    title: { pl: of('pl').title, en: of('en').title },
    holds: (file: FileOf<K>) => ({ pl: of('pl').folder[file], en: of('en').folder[file] }),
  };
}
