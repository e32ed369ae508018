import 'server-only';
import { headers } from 'next/headers';
import type { z } from 'zod';
import { DatabaseBusy } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import type { Role } from '@/db/queries/users';
import type { Season, User } from '@/db/schema';
import { langOf, type MessageCode, type MessageParams } from '@/lib/i18n/catalogue';
import { describe } from '@/lib/i18n/t';
import type { ParamsArg } from '@/lib/problem';
import type { Lang } from '@/lib/i18n/messages';
import { afterSeasonWrite } from './after-write';
import { connection } from './data';
import { touchSession } from './session';

/** What a form shows after an action: one message in the page's language, and the problems with their lines. */
export interface ActionState {
  ok: boolean;
  message: string;
  errors?: { line?: number; code?: string; message: string }[];
  /** Where to go next after a success, shown as a link after the message (app/components/action-status.tsx). */
  next?: { href: string; label: string };
}

/** The page's language: the form's `lang` field, else the page the form was sent from. */
export async function actionLang(form: FormData): Promise<Lang> {
  return langOf(form.get('lang'), (await headers()).get('referer'));
}

/** A catalogue code said in `lang` (describe's bare code: no file, no line). */
export const say = <C extends MessageCode>(lang: Lang, code: C, ...[params]: ParamsArg<C>): string => describe(lang, { code: code as string, params: params as MessageParams | undefined });

/** A failed state with the use case's coded problems said in `lang`. */
export function refusedWith(lang: Lang, code: MessageCode, problems: readonly { line?: number; code: string; message?: string; params?: MessageParams }[] = []): ActionState {
  const errors = problems.map((p) => ({ line: p.line, code: p.code, message: describe(lang, p, 'none') }));
  return { ok: false, message: say(lang, code), errors };
}

interface ActionContext<I> {
  user: User;
  lang: Lang;
  form: FormData;
  input: I;
  /** The season named by the form's `slug`, for `{ season: true }` actions. */
  season: Season;
}

/**
 * One shape for the arbiter's actions (like saas-starter's `validatedActionWithUser`): session →
 * role → zod-parse the form → season or a message → call → revalidate the season on success. A
 * wrong caller or a bad form value is an answer in the page's language, never a 500.
 */
export function arbiterAction<I, R extends ActionState>(
  options: { schema?: z.ZodType<I>; season?: boolean; roles?: Role[] },
  fn: (ctx: ActionContext<I>) => Promise<R | ActionState> | R | ActionState,
): (form: FormData) => Promise<R | ActionState> {
  return async (form) => {
    const lang = await actionLang(form);
    try {
      const user = await touchSession();
      if (!user) return { ok: false, message: say(lang, 'UNAUTHENTICATED') };
      if (!(options.roles ?? ['arbiter']).includes(user.role)) return { ok: false, message: say(lang, 'FORBIDDEN') };
      let input = undefined as I;
      if (options.schema) {
        const parsed = options.schema.safeParse(Object.fromEntries(form.entries()));
        if (!parsed.success) {
          // a text over its limit says the limit and the length sent (issue 29)
          const long = parsed.error.issues.find((i) => i.code === 'too_big' && i.origin === 'string');
          if (long && long.code === 'too_big') {
            const field = long.path.join('.');
            return { ok: false, message: say(lang, 'FIELD_TOO_LONG', { field, max: Number(long.maximum), length: String(form.get(field) ?? '').trim().length }) };
          }
          const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.')))].join(', ');
          return { ok: false, message: say(lang, 'INVALID_FIELD', { field: fields }) };
        }
        input = parsed.data;
      }
      const ctx = { user, lang, form, input } as ActionContext<I>;
      if (options.season) {
        const slug = String(form.get('slug') ?? '');
        // organizers see only published seasons; the arbiter every season
        const season = getSeasonBySlug(connection(), slug);
        if (!season || (user.role !== 'arbiter' && !season.public)) return { ok: false, message: say(lang, 'NO_SEASON') };
        ctx.season = season;
      }
      const out = await fn(ctx);
      if (out.ok && options.season) afterSeasonWrite(ctx.season.slug);
      return out;
    } catch (e) {
      // another writer holds the lock: an answer, never a 500 (issue 13)
      if (e instanceof DatabaseBusy) return { ok: false, message: say(lang, 'BUSY') };
      throw e;
    }
  };
}

/** Whether a write found the database locked for too long (the page says "busy, try again"). */
export const isDatabaseBusy = (e: unknown): boolean => e instanceof DatabaseBusy;
