import type { Lang } from '@/lib/i18n/messages';
import { STAGE_WORDS } from '@/lib/i18n/swiss-open-words';
import { GROUP_NAMES } from '@/lib/competitions/swiss-open/swiss-open-json';

/** A stage id of games.csv as the arbiter reads it: `group-2` → "Grupa II", `semi-1` → "Półfinał 1". */
export function stageLabel(lang: Lang, stage: string): string {
  const w = STAGE_WORDS[lang];
  const group = /^group-(\d+)$/.exec(stage);
  if (group) return `${w.group} ${GROUP_NAMES[Number(group[1]) - 1] ?? group[1]}`;
  const places = /^places-(\d+)-(\d+)$/.exec(stage);
  if (places) return `${w.places} ${places[1]}–${places[2]}`;
  const semi = /^semi-(\d+)$/.exec(stage);
  if (semi) return `${w.semi} ${semi[1]}`;
  return w.fixed[stage] ?? stage;
}

/** ½-½ for 1/2-1/2: the results as the form shows them. */
export const resultLabel = (result: string): string => result.replace('1/2-1/2', '½-½');
