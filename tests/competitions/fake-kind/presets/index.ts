import type { PresetFile } from '@/lib/config/presets';
import bestOfFour from './best-of-four.json';

export const PRESET_FILES: Record<string, PresetFile> = { 'best-of-four': bestOfFour };
