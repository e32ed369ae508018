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

export type Spellings = Partial<Record<Language, readonly string[]>>;

export const VOCABULARY: Readonly<Record<Field | KeptColumn, Spellings>> = {
  place: {
    en: ['place', 'rank', 'rk', 'rk.', 'pos', 'pos.', 'position'],
    pl: ['m-ce', 'm.', 'miejsce', 'lp', 'lp.', 'poz.', 'msc.', 'msc'],
    de: ['rg.', 'rg', 'rang', 'platz', 'pl.'],
    fr: ['pl', 'pl.', 'rg', 'clt', 'clt.', 'classement', 'place'],
    es: ['pos.', 'puesto', 'posición', 'clas.', 'rk.'],
    pt: ['clas.', 'class.', 'cl.', 'pos.', 'lugar', 'rk.'],
    nl: ['pl.', 'pl', 'plaats', 'rk.'],
    cs: ['poř.', 'poř', 'pořadí', 'um.', 'místo'],
    ru: ['место', 'мест.', 'м.', 'м'],
  },
  name: {
    en: ['name', 'player', 'players', 'names'],
    pl: ['zawodnik', 'nazwisko i imię', 'nazwisko imię', 'nazwisko i imie', 'nazwisko imie', 'nazwisko', 'imię i nazwisko'],
    de: ['name', 'teilnehmer', 'spieler', 'spielername'],
    fr: ['nom', 'joueur', 'nom prénom'],
    es: ['nombre', 'jugador', 'apellidos, nombre', 'apellidos y nombre'],
    pt: ['nome', 'jogador'],
    nl: ['naam', 'speler'],
    cs: ['jméno', 'hráč', 'příjmení a jméno', 'příjmení, jméno'],
    ru: ['имя', 'игрок', 'участник', 'фамилия', 'фамилия, имя', 'фамилия имя', 'фио'],
  },
  points: {
    en: ['points', 'pts', 'pts.', 'score', 'pt', 'pt.'],
    pl: ['pkt', 'pkt.', 'punkty'],
    de: ['pkt.', 'pkt', 'punkte', 'pu.', 'pu'],
    fr: ['pts', 'pts.', 'points'],
    es: ['ptos.', 'ptos', 'puntos', 'pts.'],
    pt: ['pts.', 'pontos', 'pts'],
    nl: ['ptn.', 'ptn', 'punten', 'pnt.', 'pnt'],
    cs: ['body', 'b.', 'bodů'],
    ru: ['очки', 'очк.', 'очк'],
  },
  cr_id: {
    en: ['cr_id', 'cr id', 'local id'],
    pl: ['id cr', 'idcr', 'cr', 'id pzszach'],
  },
  fide_id: {
    en: ['fide_id', 'fide id', 'fideid', 'fide-id', 'id fide'],
    de: ['fide-id', 'fide-nr.'],
    fr: ['id fide', 'n° fide'],
    es: ['id fide', 'fide id'],
    pt: ['id fide'],
    cs: ['fide id'],
    ru: ['fide id', 'ид фиде', 'код фиде'],
  },
  birth: {
    en: ['birth', 'born', 'yob', 'birth year', 'b-day', 'birthday'],
    pl: ['rok ur.', 'rok urodzenia', 'ur.', 'data ur.', 'rok ur'],
    de: ['geb.', 'jahrg.', 'jg.', 'geburtsjahr', 'geb.-jahr'],
    fr: ['né', 'né le', 'naissance', 'année'],
    es: ['año nac.', 'nacimiento', 'f. nac.'],
    pt: ['nasc.', 'nascimento', 'ano nasc.'],
    nl: ['geb.', 'geboren', 'geb.jaar'],
    cs: ['nar.', 'narozen', 'r. nar.'],
    ru: ['г.р.', 'год рожд.', 'год рождения', 'г. р.'],
  },
  sex: {
    en: ['sex', 'gender'],
    pl: ['płeć', 'plec', 'k/m'],
    de: ['geschl.', 'geschlecht', 'm/w'],
    fr: ['sexe'],
    es: ['sexo'],
    pt: ['sexo'],
    nl: ['geslacht', 'm/v'],
    cs: ['pohl.', 'pohlaví'],
    ru: ['пол'],
  },
  club: {
    en: ['club', 'club/city'],
    pl: ['klub', 'klub/miasto'],
    de: ['verein', 'verein/ort', 'club/ort', 'mannschaft'],
    fr: ['club/ville', 'club'],
    es: ['club/ciudad', 'club'],
    pt: ['clube/cidade', 'clube'],
    nl: ['club/plaats', 'vereniging'],
    cs: ['klub/místo', 'oddíl', 'klub'],
    ru: ['клуб/город', 'клуб', 'команда'],
  },
  region: {
    en: ['region', 'state'],
    pl: ['woj.', 'województwo', 'wojewodztwo'],
    de: ['verband', 'lv'],
  },
  rating: {
    en: ['rating', 'rtgn', 'rtg nat', 'rtg_nat', 'rtg nat.', 'natrtg'],
    pl: ['ranking', 'ranking pzszach'],
    de: ['dwz', 'elo nat.', 'nwz'],
    fr: ['elo nat.', 'elo nat'],
    es: ['elo nac.', 'elo nac'],
    pt: ['elo nac.', 'elo nac'],
    cs: ['lok', 'lok.'],
    ru: ['рейт.нац.', 'рейт. нац.', 'рн'],
  },
  category: {
    en: ['category'],
    pl: ['kat.', 'kat', 'kategoria'],
  },
  fed: {
    en: ['fed', 'fed.', 'federation'],
    pl: ['federacja'],
    de: ['land'],
    fr: ['féd', 'féd.'],
    es: ['fed.', 'federación'],
    pt: ['fed.', 'federação'],
    cs: ['stát'],
    ru: ['фед', 'фед.', 'страна'],
  },
  from: { en: ['from'], pl: ['od'] },
  to: { en: ['to'], pl: ['do'] },
  start_no: {
    en: ['sno', 'sno.', 'no.', 'starting rank', 'start no.'],
    pl: ['nr st.', 'nr', 'nr.', 'nr startowy'],
    de: ['snr', 'snr.', 'nr.', 'st.nr.', 'st.nr', 'tln.'],
    fr: ['n°dép.', 'n°', 'no'],
    es: ['no.ini.', 'n.º', 'nº', 'no.'],
    pt: ['nº.', 'nºin.', 'nº', 'nº in.'],
    nl: ['sno.', 'nr.', 'startnr.'],
    cs: ['sč.', 'st.č.', 'č.'],
    ru: ['ном.', 'ст.ном.', '№', 'сн'],
  },
  title: {
    en: ['tit', 'tit.', 'title', 'fide title'],
    pl: ['tytuł', 'tytul', 'tytuł fide'],
    de: ['titel'],
    fr: ['titre'],
    es: ['título'],
    pt: ['título'],
    nl: ['titel'],
    cs: ['titul'],
    ru: ['звание'],
  },
  fide_rating: {
    en: ['rtg', 'rtgi', 'rtg int', 'rtg_int', 'rtg int.', 'elo', 'fide rating', 'rating fide', 'rtg fide', 'fide elo', 'elo fide', 'fide rtg', 'rtg fide.'],
    pl: ['ranking fide'],
    de: ['elo', 'twz'],
    fr: ['elo'],
    es: ['elo', 'elo fide'],
    pt: ['elo', 'elo fide'],
    nl: ['elo', 'rtg'],
    cs: ['elo'],
    ru: ['рейт.', 'рейт', 'рейтинг', 'эло'],
  },
};

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
  for (const [column, spellings] of Object.entries(VOCABULARY) as [Field | KeptColumn, Spellings][]) {
    for (const lang of LANGUAGES) for (const s of spellings[lang] ?? []) if (!out.has(s)) out.set(s, column);
  }
  return out;
}
