/**
 * formats §1 "Every language the programs write": the header vocabulary of a results table as one
 * table of data. A row is one field (or one column the reader keeps beside the fields: the start
 * number, the title, the FIDE rating, a published tie-break) and, per language, the header cells
 * chess-results.com writes in that interface language and the common pairing programs
 * (ChessArbiter, Swiss-Manager, Swiss-Chess, Vega, Papi) write. A new language is one more entry
 * per row; nothing else changes. Cells are compared by `headerKey` (lib/import/headers.ts): trimmed,
 * inner and non-breaking spaces collapsed, lower case.
 */
export type Language = 'en' | 'pl' | 'de' | 'fr' | 'es' | 'pt' | 'nl' | 'cs' | 'ru';

export const LANGUAGES: readonly Language[] = ['en', 'pl', 'de', 'fr', 'es', 'pt', 'nl', 'cs', 'ru'];

/** The fields the project reads (formats §1 table; §2 adds the register's `from`/`to`). */
export type Field = 'place' | 'name' | 'points' | 'cr_id' | 'fide_id' | 'birth' | 'sex' | 'club' | 'region' | 'rating' | 'category' | 'fed' | 'from' | 'to';

/** Columns read beside the fields: shown in the preview and on tournament pages, never scored. */
export type KeptColumn = 'start_no' | 'title' | 'fide_rating';

/** One row of the vocabulary: a column, a language, and the header cells that name the column in it. */
interface VocabularyRow {
  column: Field | KeptColumn;
  language: Language;
  spellings: readonly string[];
}

export const VOCABULARY: readonly VocabularyRow[] = [
  { column: 'place', language: 'en', spellings: ['place', 'rank', 'rk', 'rk.', 'pos', 'pos.', 'position'] },
  { column: 'place', language: 'pl', spellings: ['m-ce', 'm.', 'miejsce', 'lp', 'lp.', 'poz.', 'msc.', 'msc'] },
  { column: 'place', language: 'de', spellings: ['rg.', 'rg', 'rang', 'platz', 'pl.'] },
  { column: 'place', language: 'fr', spellings: ['pl', 'pl.', 'rg', 'clt', 'clt.', 'classement', 'place'] },
  { column: 'place', language: 'es', spellings: ['pos.', 'puesto', 'posición', 'clas.', 'rk.'] },
  { column: 'place', language: 'pt', spellings: ['clas.', 'class.', 'cl.', 'pos.', 'lugar', 'rk.'] },
  { column: 'place', language: 'nl', spellings: ['pl.', 'pl', 'plaats', 'rk.'] },
  { column: 'place', language: 'cs', spellings: ['poř.', 'poř', 'pořadí', 'um.', 'místo'] },
  { column: 'place', language: 'ru', spellings: ['место', 'мест.', 'м.', 'м'] },
  { column: 'name', language: 'en', spellings: ['name', 'player', 'players', 'names'] },
  { column: 'name', language: 'pl', spellings: ['zawodnik', 'nazwisko i imię', 'nazwisko imię', 'nazwisko i imie', 'nazwisko imie', 'nazwisko', 'imię i nazwisko'] },
  { column: 'name', language: 'de', spellings: ['name', 'teilnehmer', 'spieler', 'spielername'] },
  { column: 'name', language: 'fr', spellings: ['nom', 'joueur', 'nom prénom'] },
  { column: 'name', language: 'es', spellings: ['nombre', 'jugador', 'apellidos, nombre', 'apellidos y nombre'] },
  { column: 'name', language: 'pt', spellings: ['nome', 'jogador'] },
  { column: 'name', language: 'nl', spellings: ['naam', 'speler'] },
  { column: 'name', language: 'cs', spellings: ['jméno', 'hráč', 'příjmení a jméno', 'příjmení, jméno'] },
  { column: 'name', language: 'ru', spellings: ['имя', 'игрок', 'участник', 'фамилия', 'фамилия, имя', 'фамилия имя', 'фио'] },
  { column: 'points', language: 'en', spellings: ['points', 'pts', 'pts.', 'score', 'pt', 'pt.'] },
  { column: 'points', language: 'pl', spellings: ['pkt', 'pkt.', 'punkty'] },
  { column: 'points', language: 'de', spellings: ['pkt.', 'pkt', 'punkte', 'pu.', 'pu'] },
  { column: 'points', language: 'fr', spellings: ['pts', 'pts.', 'points'] },
  { column: 'points', language: 'es', spellings: ['ptos.', 'ptos', 'puntos', 'pts.'] },
  { column: 'points', language: 'pt', spellings: ['pts.', 'pontos', 'pts'] },
  { column: 'points', language: 'nl', spellings: ['ptn.', 'ptn', 'punten', 'pnt.', 'pnt'] },
  { column: 'points', language: 'cs', spellings: ['body', 'b.', 'bodů'] },
  { column: 'points', language: 'ru', spellings: ['очки', 'очк.', 'очк'] },
  { column: 'cr_id', language: 'en', spellings: ['cr_id', 'cr id', 'local id'] },
  { column: 'cr_id', language: 'pl', spellings: ['id cr', 'idcr', 'cr', 'id pzszach'] },
  { column: 'fide_id', language: 'en', spellings: ['fide_id', 'fide id', 'fideid', 'fide-id', 'id fide'] },
  { column: 'fide_id', language: 'de', spellings: ['fide-id', 'fide-nr.'] },
  { column: 'fide_id', language: 'fr', spellings: ['id fide', 'n° fide'] },
  { column: 'fide_id', language: 'es', spellings: ['id fide', 'fide id'] },
  { column: 'fide_id', language: 'pt', spellings: ['id fide'] },
  { column: 'fide_id', language: 'cs', spellings: ['fide id'] },
  { column: 'fide_id', language: 'ru', spellings: ['fide id', 'ид фиде', 'код фиде'] },
  { column: 'birth', language: 'en', spellings: ['birth', 'born', 'yob', 'birth year', 'b-day', 'birthday'] },
  { column: 'birth', language: 'pl', spellings: ['rok ur.', 'rok urodzenia', 'ur.', 'data ur.', 'rok ur'] },
  { column: 'birth', language: 'de', spellings: ['geb.', 'jahrg.', 'jg.', 'geburtsjahr', 'geb.-jahr'] },
  { column: 'birth', language: 'fr', spellings: ['né', 'né le', 'naissance', 'année'] },
  { column: 'birth', language: 'es', spellings: ['año nac.', 'nacimiento', 'f. nac.'] },
  { column: 'birth', language: 'pt', spellings: ['nasc.', 'nascimento', 'ano nasc.'] },
  { column: 'birth', language: 'nl', spellings: ['geb.', 'geboren', 'geb.jaar'] },
  { column: 'birth', language: 'cs', spellings: ['nar.', 'narozen', 'r. nar.'] },
  { column: 'birth', language: 'ru', spellings: ['г.р.', 'год рожд.', 'год рождения', 'г. р.'] },
  { column: 'sex', language: 'en', spellings: ['sex', 'gender'] },
  { column: 'sex', language: 'pl', spellings: ['płeć', 'plec', 'k/m'] },
  { column: 'sex', language: 'de', spellings: ['geschl.', 'geschlecht', 'm/w'] },
  { column: 'sex', language: 'fr', spellings: ['sexe'] },
  { column: 'sex', language: 'es', spellings: ['sexo'] },
  { column: 'sex', language: 'pt', spellings: ['sexo'] },
  { column: 'sex', language: 'nl', spellings: ['geslacht', 'm/v'] },
  { column: 'sex', language: 'cs', spellings: ['pohl.', 'pohlaví'] },
  { column: 'sex', language: 'ru', spellings: ['пол'] },
  { column: 'club', language: 'en', spellings: ['club', 'club/city'] },
  { column: 'club', language: 'pl', spellings: ['klub', 'klub/miasto'] },
  { column: 'club', language: 'de', spellings: ['verein', 'verein/ort', 'club/ort', 'mannschaft'] },
  { column: 'club', language: 'fr', spellings: ['club/ville', 'club'] },
  { column: 'club', language: 'es', spellings: ['club/ciudad', 'club'] },
  { column: 'club', language: 'pt', spellings: ['clube/cidade', 'clube'] },
  { column: 'club', language: 'nl', spellings: ['club/plaats', 'vereniging'] },
  { column: 'club', language: 'cs', spellings: ['klub/místo', 'oddíl', 'klub'] },
  { column: 'club', language: 'ru', spellings: ['клуб/город', 'клуб', 'команда'] },
  { column: 'region', language: 'en', spellings: ['region', 'state'] },
  { column: 'region', language: 'pl', spellings: ['woj.', 'województwo', 'wojewodztwo'] },
  { column: 'region', language: 'de', spellings: ['verband', 'lv'] },
  { column: 'rating', language: 'en', spellings: ['rating', 'rtgn', 'rtg nat', 'rtg_nat', 'rtg nat.', 'natrtg'] },
  { column: 'rating', language: 'pl', spellings: ['ranking', 'ranking pzszach'] },
  { column: 'rating', language: 'de', spellings: ['dwz', 'elo nat.', 'nwz'] },
  { column: 'rating', language: 'fr', spellings: ['elo nat.', 'elo nat'] },
  { column: 'rating', language: 'es', spellings: ['elo nac.', 'elo nac'] },
  { column: 'rating', language: 'pt', spellings: ['elo nac.', 'elo nac'] },
  { column: 'rating', language: 'cs', spellings: ['lok', 'lok.'] },
  { column: 'rating', language: 'ru', spellings: ['рейт.нац.', 'рейт. нац.', 'рн'] },
  { column: 'category', language: 'en', spellings: ['category'] },
  { column: 'category', language: 'pl', spellings: ['kat.', 'kat', 'kategoria'] },
  { column: 'fed', language: 'en', spellings: ['fed', 'fed.', 'federation'] },
  { column: 'fed', language: 'pl', spellings: ['federacja'] },
  { column: 'fed', language: 'de', spellings: ['land'] },
  { column: 'fed', language: 'fr', spellings: ['féd', 'féd.'] },
  { column: 'fed', language: 'es', spellings: ['fed.', 'federación'] },
  { column: 'fed', language: 'pt', spellings: ['fed.', 'federação'] },
  { column: 'fed', language: 'cs', spellings: ['stát'] },
  { column: 'fed', language: 'ru', spellings: ['фед', 'фед.', 'страна'] },
  { column: 'from', language: 'en', spellings: ['from'] },
  { column: 'from', language: 'pl', spellings: ['od'] },
  { column: 'to', language: 'en', spellings: ['to'] },
  { column: 'to', language: 'pl', spellings: ['do'] },
  { column: 'start_no', language: 'en', spellings: ['sno', 'sno.', 'no.', 'starting rank', 'start no.'] },
  { column: 'start_no', language: 'pl', spellings: ['nr st.', 'nr', 'nr.', 'nr startowy'] },
  { column: 'start_no', language: 'de', spellings: ['snr', 'snr.', 'nr.', 'st.nr.', 'st.nr', 'tln.'] },
  { column: 'start_no', language: 'fr', spellings: ['n°dép.', 'n°', 'no'] },
  { column: 'start_no', language: 'es', spellings: ['no.ini.', 'n.º', 'nº', 'no.'] },
  { column: 'start_no', language: 'pt', spellings: ['nº.', 'nºin.', 'nº', 'nº in.'] },
  { column: 'start_no', language: 'nl', spellings: ['sno.', 'nr.', 'startnr.'] },
  { column: 'start_no', language: 'cs', spellings: ['sč.', 'st.č.', 'č.'] },
  { column: 'start_no', language: 'ru', spellings: ['ном.', 'ст.ном.', '№', 'сн'] },
  { column: 'title', language: 'en', spellings: ['tit', 'tit.', 'title', 'fide title'] },
  { column: 'title', language: 'pl', spellings: ['tytuł', 'tytul', 'tytuł fide'] },
  { column: 'title', language: 'de', spellings: ['titel'] },
  { column: 'title', language: 'fr', spellings: ['titre'] },
  { column: 'title', language: 'es', spellings: ['título'] },
  { column: 'title', language: 'pt', spellings: ['título'] },
  { column: 'title', language: 'nl', spellings: ['titel'] },
  { column: 'title', language: 'cs', spellings: ['titul'] },
  { column: 'title', language: 'ru', spellings: ['звание'] },
  { column: 'fide_rating', language: 'en', spellings: ['rtg', 'rtgi', 'rtg int', 'rtg_int', 'rtg int.', 'elo', 'fide rating', 'rating fide', 'rtg fide', 'fide elo', 'elo fide', 'fide rtg', 'rtg fide.'] },
  { column: 'fide_rating', language: 'pl', spellings: ['ranking fide'] },
  { column: 'fide_rating', language: 'de', spellings: ['elo', 'twz'] },
  { column: 'fide_rating', language: 'fr', spellings: ['elo'] },
  { column: 'fide_rating', language: 'es', spellings: ['elo', 'elo fide'] },
  { column: 'fide_rating', language: 'pt', spellings: ['elo', 'elo fide'] },
  { column: 'fide_rating', language: 'nl', spellings: ['elo', 'rtg'] },
  { column: 'fide_rating', language: 'cs', spellings: ['elo'] },
  { column: 'fide_rating', language: 'ru', spellings: ['рейт.', 'рейт', 'рейтинг', 'эло'] },
];

/** Every spelling of a column, in every language, each once. */
export function spellingsOf(column: Field | KeptColumn): string[] {
  return [...new Set(VOCABULARY.filter((r) => r.column === column).flatMap((r) => r.spellings))];
}

/**
 * A published tie-break column, in any language: `TB1` (English chess-results), `Wtg1` (German),
 * `Dép1`/`Dep1` (French), `Des1`/`Desemp.1` (Spanish), `Desp1` (Portuguese), `Wp1` (Dutch),
 * `Pom1` (Czech), `Доп1`/`Доп.1` (Russian), `pkt. pom. 1` (Polish), and the named ones (`Buchh`,
 * `SoBerg`, `BH`, `SB`, `Bch.`, `Progr.` …, which lib/series/tournament-file.ts TIEBREAK_HEADERS maps).
 */
export const NUMBERED_TIEBREAK = /^(tb|wtg|wert|dép|dep|des|desemp\.?|desp|wp|pom|доп\.?|pkt\.? ?pom\.?|pomocné|p\.?pom\.?)\s*\.?\s*(\d{1,2})$/iu;

/** Spellings by key, each once: `headerKey(cell)` → the field or kept column it names (the first row wins). */
export function spellingIndex(): Map<string, Field | KeptColumn> {
  const out = new Map<string, Field | KeptColumn>();
  for (const row of VOCABULARY) for (const s of row.spellings) if (!out.has(s)) out.set(s, row.column);
  return out;
}
