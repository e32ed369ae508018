import type { PresetFile } from '@/lib/config/presets';
import dolnoslaskieYouth from './dolnoslaskie-youth.json';
import fideGp2012 from './fide-gp-2012.json';
import gamePointsSeries from './game-points-series.json';
import gpTczewa from './gp-tczewa.json';
import hetmanWroclawBlitz from './hetman-wroclaw-blitz.json';
import keshmatCircuit2024 from './keshmat-circuit-2024.json';
import pomyslBlitz from './pomysl-blitz.json';
import warmiaMazury2018 from './warmia-mazury-2018.json';
import zehlendorf from './zehlendorf.json';



/** Every preset, by the name a season's `preset` uses (one JSON file each; validated on load). */
export const PRESET_FILES: Record<string, PresetFile> = {
  'warmia-mazury-2018': warmiaMazury2018,
  'fide-gp-2012': fideGp2012,
  'keshmat-circuit-2024': keshmatCircuit2024,
  'pomysl-blitz': pomyslBlitz,
  zehlendorf,
  'gp-tczewa': gpTczewa,
  'hetman-wroclaw-blitz': hetmanWroclawBlitz,
  'dolnoslaskie-youth': dolnoslaskieYouth,
  'game-points-series': gamePointsSeries,
};
