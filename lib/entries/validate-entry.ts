import { coded, refuse, type Problem, type Result } from '@/lib/problem';

/**
 * An entry as a player gives it (formats §7: `{name, birth, sex, club?, crId?, fideId?, consent}`),
 * checked field by field: each refusal is an `ENTRY_FIELD` problem naming its field and reason, so
 * the form marks the field and the API answers 422 with the field named. Markup in a name is no
 * reason to refuse: it is stored as text and every page escapes it ("names with markup inert").
 */
export interface EntryInput {
  name?: unknown;
  birth?: unknown;
  sex?: unknown;
  club?: unknown;
  crId?: unknown;
  fideId?: unknown;
  consent?: unknown;
}

interface ValidEntry {
  name: string;
  birthYear: number;
  sex: 'M' | 'F';
  club: string | null;
  crId: string | null;
  fideId: string | null;
}

type EntryField = 'name' | 'birth' | 'sex' | 'club' | 'crId' | 'fideId' | 'consent';
type EntryFieldReason = 'required' | 'too-long' | 'no-letters' | 'control-characters' | 'formula' | 'year-range' | 'sex' | 'digits' | 'consent';

/** A cell a spreadsheet would run as a formula when the start list CSV is opened (=, +, -, @ first). */
const FORMULA = /^[=+\-@]/;

export const NAME_MAX = 100;
export const CLUB_MAX = 100;
/** The oldest birth year taken: older is a typing error (110 years). */
export const OLDEST_AGE = 110;
/** The youngest entrant's age in the tournament's year (children of 4 play rapid tournaments). */
export const YOUNGEST_AGE = 3;

const fieldProblem = (field: EntryField, reason: EntryFieldReason, extra: Record<string, string | number> = {}) => coded<Problem>({ code: 'ENTRY_FIELD', params: { field, reason, ...extra } });

// control characters and the invisible ones normalize-name drops: a name is one visible line
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF]/;

function text(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return null;
  const t = v.replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
}

/** "M"/"F", with the Polish "K" (kobieta) and the words people type. */
function sexOf(v: unknown): 'M' | 'F' | null {
  const t = text(v)?.toUpperCase();
  if (t === 'M' || t === 'MALE' || t === 'MĘŻCZYZNA') return 'M';
  if (t === 'F' || t === 'K' || t === 'W' || t === 'FEMALE' || t === 'KOBIETA') return 'F';
  return null;
}

/** The entry, or every field problem at once. `year` is the tournament's year (birth years are checked against it). */
export function validateEntry(input: EntryInput, year: number): Result<ValidEntry> {
  const errors: Problem[] = [];
  const rawName = typeof input.name === 'string' ? input.name : null;
  const name = text(input.name);
  if (name === null) errors.push(fieldProblem('name', 'required'));
  else if (rawName !== null && CONTROL.test(rawName.replace(/[\t\n\r]/g, ' '))) errors.push(fieldProblem('name', 'control-characters'));
  else if (name.length > NAME_MAX) errors.push(fieldProblem('name', 'too-long', { max: NAME_MAX }));
  else if (!/\p{L}/u.test(name)) errors.push(fieldProblem('name', 'no-letters'));
  else if (FORMULA.test(name)) errors.push(fieldProblem('name', 'formula'));

  const birthText = text(input.birth);
  const birthYear = birthText !== null && /^\d{4}$/.test(birthText) ? Number(birthText) : birthText !== null && /^\d{4}-\d{2}-\d{2}$/.test(birthText) ? Number(birthText.slice(0, 4)) : null;
  if (birthText === null) errors.push(fieldProblem('birth', 'required'));
  else if (birthYear === null || birthYear < year - OLDEST_AGE || birthYear > year - YOUNGEST_AGE) errors.push(fieldProblem('birth', 'year-range', { from: year - OLDEST_AGE, to: year - YOUNGEST_AGE }));

  const sex = sexOf(input.sex);
  if (text(input.sex) === null) errors.push(fieldProblem('sex', 'required'));
  else if (sex === null) errors.push(fieldProblem('sex', 'sex'));

  const club = text(input.club);
  if (club !== null && typeof input.club === 'string' && CONTROL.test(input.club.replace(/[\t\n\r]/g, ' '))) errors.push(fieldProblem('club', 'control-characters'));
  else if (club !== null && club.length > CLUB_MAX) errors.push(fieldProblem('club', 'too-long', { max: CLUB_MAX }));
  else if (club !== null && FORMULA.test(club)) errors.push(fieldProblem('club', 'formula'));

  const crId = text(input.crId);
  if (crId !== null && !/^\d{1,10}$/.test(crId)) errors.push(fieldProblem('crId', 'digits'));
  const fideId = text(input.fideId);
  if (fideId !== null && !/^\d{1,12}$/.test(fideId)) errors.push(fieldProblem('fideId', 'digits'));

  if (input.consent !== true && input.consent !== 'on' && input.consent !== 'true') errors.push(fieldProblem('consent', 'consent'));

  if (errors.length > 0) return refuse(errors);
  return { ok: true, value: { name: name!, birthYear: birthYear!, sex: sex!, club, crId: crId === null ? null : String(Number(crId)), fideId: fideId === null ? null : String(Number(fideId)) } };
}
