import type { Lang } from '@/lib/i18n/messages';
import { say, type ActionState } from '@/server/action';
import { UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_MB } from '@/lib/request-limits.mjs';
import type { SpellingAnswer } from '@/lib/identity/spelling-proposals';

/** The file of a form (field `file`) within the upload limit, or the state saying why not. */
export async function fileBytes(form: FormData, lang: Lang, field = 'file'): Promise<{ bytes: Uint8Array; name: string } | ActionState> {
  const file = form.get(field);
  if (!(file instanceof File)) return { ok: false, message: say(lang, 'CHOOSE_FILE') };
  // a chosen file with nothing in it is an empty file, not a missing one
  if (file.size === 0) return { ok: false, message: say(lang, 'EMPTY_FILE') };
  if (file.size > UPLOAD_LIMIT_BYTES) return { ok: false, message: say(lang, 'TOO_LARGE', { mb: UPLOAD_LIMIT_MB }) };
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

/** formats §6: the preview's answers to "the same player as …?" (field `spellings`, a JSON list of {name, sameAs, same}); anything else is left out. */
function spellingAnswers(value: FormDataEntryValue | null): SpellingAnswer[] {
  try {
    const parsed: unknown = JSON.parse(String(value ?? '[]'));
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((a): a is SpellingAnswer => !!a && typeof a === 'object' && typeof a.name === 'string' && typeof a.sameAs === 'string' && typeof a.same === 'boolean' && a.name.length <= 200 && a.sameAs.length <= 200)
      .map((a) => ({ name: a.name, sameAs: a.sameAs, same: a.same }));
  } catch {
    return [];
  }
}

/** The tournament fields of an upload form and its hand links, the links' values checked. */
export function uploadRequest(form: FormData) {
  let links: Record<string, string | null> = {};
  try {
    const parsed: unknown = JSON.parse(String(form.get('links') ?? '{}'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [line, crId] of Object.entries(parsed)) if (/^\d+$/.test(line) && (crId === null || (typeof crId === 'string' && /^\d{1,10}$/.test(crId)))) links[line] = crId;
    }
  } catch {
    links = {};
  }
  return {
    spellings: spellingAnswers(form.get('spellings')),
    code: String(form.get('code') ?? '').trim(),
    name: String(form.get('name') ?? '').trim(),
    date: String(form.get('date') ?? ''),
    final: form.get('final') === 'on' || form.get('final') === 'true',
    links,
    // issue 37: the table picked in the preview when the file holds several; anything else is the first
    table: /^\d{1,3}$/.test(String(form.get('table') ?? '')) ? Number(form.get('table')) : null,
  };
}

