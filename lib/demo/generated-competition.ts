import type { DemoPerson } from './demo-people';

/** A generated competition of the demo: the folder of its `gp` command, file by file, ready to upload. */
export interface GeneratedCompetition {
  slug: string;
  kind: string;
  name: string;
  files: { name: string; bytes: Uint8Array }[];
}

/**
 * The names of the demo's competitions (`DEMO_COMPETITIONS` of server/seed.ts), one a kind that has
 * a demo: each kind's folder adds its own by declaration merging (`declare module
 * '@/lib/demo/generated-competition' { interface DemoCompetitionKeys { open: true } }`), beside its
 * `KindDemo`, so tsc knows `DEMO_COMPETITIONS.open` while no file outside the folder names the kind.
 */
export interface DemoCompetitionKeys {}

/**
 * A kind's competition in the demo (`CompetitionKind.demo`), in the kind's folder beside its
 * generator: the demo seeds one a kind, in the registry's order (server/seed.ts).
 */
export interface KindDemo<K extends string = string> {
  /** Its name in `DEMO_COMPETITIONS` (`open`), declared in `DemoCompetitionKeys` by the kind's folder. */
  key: K;
  /** Its address: `/{path}/{slug}`. */
  slug: string;
  /** The competition, over the Grand Prix season's people; pure: the same people give the same bytes. */
  generate(people: readonly DemoPerson[]): GeneratedCompetition;
}
