import type { Lang } from '@/lib/i18n/messages';
import { GROUP_NAMES } from '@/lib/competitions/swiss-open/swiss-open-json';

/** A stage id of games.csv as the arbiter reads it: `group-2` → "Grupa II", `semi-1` → "Półfinał 1". */
export function stageLabel(lang: Lang, stage: string): string {
  const pl = lang === 'pl';
  const group = /^group-(\d+)$/.exec(stage);
  if (group) return `${pl ? 'Grupa' : 'Group'} ${GROUP_NAMES[Number(group[1]) - 1] ?? group[1]}`;
  const places = /^places-(\d+)-(\d+)$/.exec(stage);
  if (places) return `${pl ? 'Miejsca' : 'Places'} ${places[1]}–${places[2]}`;
  const semi = /^semi-(\d+)$/.exec(stage);
  if (semi) return `${pl ? 'Półfinał' : 'Semi-final'} ${semi[1]}`;
  const fixed: Record<string, [string, string]> = { playoff: ['Baraż', 'Play-off'], third: ['Mecz o 3. miejsce', 'Third place'], final: ['Finał', 'Final'] };
  return fixed[stage]?.[pl ? 0 : 1] ?? stage;
}

/** ½-½ for 1/2-1/2: the results as the form shows them. */
export const resultLabel = (result: string): string => result.replace('1/2-1/2', '½-½');
