import type { PresetFile } from '@/lib/config/presets';
import roundRobinLeagues from './round-robin-leagues.json';
import spbLeagues2017 from './spb-leagues-2017.json';

/**
 * Every preset of the kind, by the name a configuration's `preset` uses (one JSON file each; validated
 * on load). The first is what the new season's form offers first (issue 40, item 4: a neutral one);
 * a league.json that names no preset keeps meaning the 2017 regulation (LeagueFileSchema's default).
 */
export const PRESET_FILES: Record<string, PresetFile> = {
  'round-robin-leagues': roundRobinLeagues,
  'spb-leagues-2017': spbLeagues2017,
};
