import type { Lang } from '@/lib/i18n/messages';
import { STAGE_WORDS } from '@/lib/i18n/games-words';
import { words } from '@/lib/i18n/words';

/** Roman group names of the open's regulation (§2.7.1: I, II, III, IV), a group's number as people read it. */
export const GROUP_NAMES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'] as const;

/**
 * A stage id of a competition's games as people read it: `group-2` → "Grupa II", `semi-1` →
 * "Półfinał 1", `playoff` → "Baraż" (an open's games.csv, a team league's play-off; a person's games).
 */
export function stageLabel(lang: Lang, stage: string): string {
  const w = words(lang, STAGE_WORDS);
  const group = /^group-(\d+)$/.exec(stage);
  if (group) return `${w.group} ${GROUP_NAMES[Number(group[1]) - 1] ?? group[1]}`;
  const places = /^places-(\d+)-(\d+)$/.exec(stage);
  if (places) return `${w.places} ${places[1]}–${places[2]}`;
  const semi = /^semi-(\d+)$/.exec(stage);
  if (semi) return `${w.semi} ${semi[1]}`;
  return w.fixed[stage] ?? stage;
}
