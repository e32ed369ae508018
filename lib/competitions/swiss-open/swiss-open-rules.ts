import { z } from 'zod';
import { refinement } from '@/lib/config/refinement';
import { EDITIONS } from '@/lib/games/editions';
import { TIEBREAK_CODES } from '@/lib/games/tiebreaks/tiebreak-registry';
import { presetCatalogue, type ResolvePresetResult } from '@/lib/config/presets';
import { PRESET_FILES } from './presets';

/**
 * The rule set of an open with a qualification cut (competitions.md §3, seed 000). Every number
 * and every choice of the regulation is a field here; the pure rules read it and nothing else.
 * Readings where the regulation is silent carry a comment naming them (README "Swiss open").
 */
const Chain = z.array(z.enum(TIEBREAK_CODES)).min(1);
const Positive = z.number().int().min(1);

export const SwissOpenRulesSchema = z
  .object({
    id: z.string().min(1),
    /**
     * Issue 40: `cut-and-final` — the Swiss is a qualifier, a cut and a final stage (seed 000); `swiss` —
     * a plain Swiss open: its rounds and chain are the whole event (no cut, no play-off, no groups, no
     * matches), the final ranking is the Swiss's. Absent = `cut-and-final` (every existing open).
     */
    format: z.enum(['cut-and-final', 'swiss']).default('cut-and-final'),
    /** C.07 edition for unplayed rounds; null = by the Swiss file's start date (record 042). */
    edition: z.enum(EDITIONS).nullable(),
    /** §2.5: the Swiss qualifier (in a plain Swiss open: the Swiss, its rounds and chain; no `qualifiers`). */
    qualifier: z.object({
      rounds: Positive,
      /** §2.5: how many qualify for the final stage; they take start numbers 1…n in qualifier order. */
      qualifiers: Positive.optional(),
      /** After points (§2.5: BH/M1, BH, WIN, PS). */
      chain: Chain,
    }),
    /**
     * §2.5.5: a play-off game is one armageddon — white must win, a draw takes black through.
     * Associations differ: some give the draw to white (or to the higher seed); a setting.
     */
    playoff: z.object({ drawGoesTo: z.enum(['black', 'white']) }).optional(),
    /** §2.6: the Swiss continuation for everybody who does not qualify. */
    continuation: z.object({ rounds: z.number().int().min(0), chain: Chain }).optional(),
    /** §2.7.1: the groups by final start number; round robins; order = points, chain, qualifier place. */
    groups: z.object({
      members: z.array(z.array(Positive).min(2)).min(1),
      chain: z.array(z.enum(TIEBREAK_CODES)),
    })
    .optional(),
    /** §2.7.2: group position p (2, 3, 4) plays a round robin for places firstPlace…firstPlace+groups−1. */
    placements: z.array(z.object({ groupPosition: z.number().int().min(2), firstPlace: Positive, chain: z.array(z.enum(TIEBREAK_CODES)) })).optional(),
    /** §2.7.3: the two semi-finals as pairs of group numbers (1-based): I–IV, II–III. */
    semiFinals: z.tuple([z.tuple([Positive, Positive]), z.tuple([Positive, Positive])]).optional(),
    /** §2.7.3: games per match; at a level score one armageddon decides. */
    match: z.object({ games: Positive, armageddonDrawGoesTo: z.enum(['black', 'white']) }).optional(),
  })
  .superRefine((open, ctx) => {
    const finalFields = FINAL_STAGE_FIELDS.filter((f) => open[f] !== undefined);
    if (open.format === 'swiss') {
      for (const f of finalFields) ctx.addIssue({ code: 'custom', path: [f], ...refinement('OPEN_SWISS_NO_FINAL_STAGE', { field: f }) });
      if (open.qualifier.qualifiers !== undefined) ctx.addIssue({ code: 'custom', path: ['qualifier', 'qualifiers'], ...refinement('OPEN_SWISS_NO_FINAL_STAGE', { field: 'qualifier.qualifiers' }) });
      return;
    }
    const missing: string[] = FINAL_STAGE_FIELDS.filter((f) => open[f] === undefined);
    if (open.qualifier.qualifiers === undefined) missing.push('qualifier.qualifiers');
    for (const f of missing) ctx.addIssue({ code: 'custom', path: f.split('.'), ...refinement('OPEN_FINAL_STAGE_REQUIRED', { field: f }) });
    if (!hasFinalStage(open)) return;
    const r = open;
    const seats = r.groups.members.flat();
    const n = r.qualifier.qualifiers;
    const sorted = [...seats].sort((a, b) => a - b);
    if (sorted.length !== n || sorted.some((s, i) => s !== i + 1)) {
      ctx.addIssue({ code: 'custom', path: ['groups', 'members'], ...refinement('GROUPS_START_NUMBERS', { qualifiers: n }) });
    }
    // no groups at all (`"members": []`) is refused above, not a crash here
    const size = r.groups.members[0]?.length ?? 0;
    if (r.groups.members.some((g) => g.length !== size)) ctx.addIssue({ code: 'custom', path: ['groups', 'members'], ...refinement('GROUPS_SAME_SIZE') });
    const positions = r.placements.map((p) => p.groupPosition).sort((a, b) => a - b);
    if (positions.length !== size - 1 || positions.some((p, i) => p !== i + 2)) {
      ctx.addIssue({ code: 'custom', path: ['placements'], ...refinement('PLACEMENTS_PER_POSITION', { size }) });
    }
    const groups = r.groups.members.length;
    const semis = r.semiFinals.flat();
    if (groups !== 4 || new Set(semis).size !== 4 || semis.some((g) => g > groups)) {
      ctx.addIssue({ code: 'custom', path: ['semiFinals'], ...refinement('SEMI_FINALS_FOUR_GROUPS') });
    }
  });

export type SwissOpenRules = z.infer<typeof SwissOpenRulesSchema>;

/** The fields of the stages after the Swiss: all of them in a `cut-and-final` open, none in a plain Swiss. */
const FINAL_STAGE_FIELDS = ['playoff', 'continuation', 'groups', 'placements', 'semiFinals', 'match'] as const;

type Defined<T> = Exclude<T, undefined>;
/** The rules of an open with a qualifier, a cut and a final stage (seed 000): every stage present. */
type CutOpenRules = SwissOpenRules & {
  format: 'cut-and-final';
  qualifier: Defined<SwissOpenRules['qualifier']> & { qualifiers: number };
  playoff: Defined<SwissOpenRules['playoff']>;
  continuation: Defined<SwissOpenRules['continuation']>;
  groups: Defined<SwissOpenRules['groups']>;
  placements: Defined<SwissOpenRules['placements']>;
  semiFinals: Defined<SwissOpenRules['semiFinals']>;
  match: Defined<SwissOpenRules['match']>;
};

/** True when the open has its stages after the Swiss (the schema guarantees all or none). */
export function hasFinalStage(r: SwissOpenRules): r is CutOpenRules {
  return r.format === 'cut-and-final' && r.qualifier.qualifiers !== undefined && FINAL_STAGE_FIELDS.every((f) => r[f] !== undefined);
}

/** The presets of opens (presets/*.json), resolved by the one preset resolver (lib/config/presets.ts). */
export const SWISS_OPEN_CATALOGUE = presetCatalogue({ files: PRESET_FILES, schema: SwissOpenRulesSchema });

export type ResolveRulesResult = ResolvePresetResult<SwissOpenRules>;

/** A preset with an event.json's `rules` merged over it (objects field by field), validated as a whole. */
export const resolveSwissOpenRules: (preset: string, overrides?: unknown) => ResolveRulesResult = SWISS_OPEN_CATALOGUE.resolve;

/** Stage ids as `games.csv` names them (competitions.md §6). */
export function groupStageId(group: number): string {
  return `group-${group}`;
}
export function placementStageId(rules: CutOpenRules, groupPosition: number): string {
  const p = rules.placements.find((x) => x.groupPosition === groupPosition)!;
  return `places-${p.firstPlace}-${p.firstPlace + rules.groups.members.length - 1}`;
}
export const MATCH_STAGES = ['semi-1', 'semi-2', 'third', 'final'] as const;

/** Every stage id a `games.csv` of this rule set may name. */
export function stageIds(rules: SwissOpenRules): string[] {
  // a plain Swiss open has no stage after the Swiss: games.csv names none
  if (!hasFinalStage(rules)) return [];
  return [
    'playoff',
    ...rules.groups.members.map((_, i) => groupStageId(i + 1)),
    ...rules.placements.map((p) => placementStageId(rules, p.groupPosition)),
    ...MATCH_STAGES,
  ];
}
