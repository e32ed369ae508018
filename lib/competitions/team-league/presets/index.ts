import type { PresetFile } from '@/lib/config/presets';
import mazoviaSeniors2007 from './mazovia-seniors-2007.json';
import teamSwiss from './team-swiss.json';

/** Every preset of the kind, by the name a configuration's `preset` uses (one JSON file each; validated on load). */
export const PRESET_FILES: Record<string, PresetFile> = {
  'mazovia-seniors-2007': mazoviaSeniors2007,
  // issue 40: a plain team Swiss from its pairing program's TRF (a FIDE event), neutral in both languages
  'team-swiss': teamSwiss,
};
