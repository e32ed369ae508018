import type { PresetFile } from '@/lib/config/presets';
import mazoviaSeniors2007 from './mazovia-seniors-2007.json';

/** Every preset of the kind, by the name a configuration's `preset` uses (one JSON file each; validated on load). */
export const PRESET_FILES: Record<string, PresetFile> = {
  'mazovia-seniors-2007': mazoviaSeniors2007,
};
