import type { PresetFile } from '@/lib/config/presets';
import spbLeagues2017 from './spb-leagues-2017.json';

/** Every preset of the kind, by the name a configuration's `preset` uses (one JSON file each; validated on load). */
export const PRESET_FILES: Record<string, PresetFile> = {
  'spb-leagues-2017': spbLeagues2017,
};
