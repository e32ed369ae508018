import type { PresetFile } from '@/lib/config/presets';
import amplicoOpen from './amplico-open.json';
import swiss from './swiss.json';

/** Every preset of the kind, by the name a configuration's `preset` uses (one JSON file each; validated on load). */
export const PRESET_FILES: Record<string, PresetFile> = {
  'amplico-open': amplicoOpen,
  swiss,
};
