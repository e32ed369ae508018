/** A PZSzach category as written in exports (rules §8): the level, and whether it is the women's table. */
type CategoryLevel = 'm' | 'k' | 'I' | 'II' | 'III' | 'IV' | 'V' | 'bk';

interface ParsedCategory {
  level: CategoryLevel;
  /** true: written as a women's category (`kk`, `Ik`, `k1`, `mk`, `WGM`); null: the player's sex decides. */
  women: boolean | null;
}

const ROMAN: Record<string, CategoryLevel> = { I: 'I', II: 'II', III: 'III', IV: 'IV', V: 'V', '1': 'I', '2': 'II', '3': 'III', '4': 'IV', '5': 'V' };

/**
 * rules §8: the spellings real exports use. Women's categories carry a `k` before or after the
 * level (`Ik`, `kII`, `k1`, `1k`, `kk` = candidate master, `mk`/`km` = master); the arabic digits
 * 1–5 stand for I–V; titles (`GM`, `WIM` …) rank at least as master; `bk`, `b.k.`, `-` mean none.
 * Anything else is unknown (null) — the import warns, and the player gets no rating category
 * rather than a silent "none" (1000) that would win a "≤ 1800" prize.
 */
export function parseCategory(text: string): ParsedCategory | null {
  const c = text.trim().replace(/[\s.]+/g, '').toLowerCase();
  if (c === '' ) return null;
  if (c === 'bk' || c === '—' || c === '-' || c === 'bezkategorii') return { level: 'bk', women: null };
  if (/^(gm|im|fm|cm)$/.test(c)) return { level: 'm', women: null };
  if (/^(wgm|wim|wfm|wcm)$/.test(c)) return { level: 'm', women: true };
  if (c === 'm') return { level: 'm', women: null };
  if (c === 'mk' || c === 'km') return { level: 'm', women: true };
  if (c === 'k') return { level: 'k', women: null };
  if (c === 'kk') return { level: 'k', women: true };
  const m = /^(k)?(iii|ii|iv|v|i|[1-5])(k)?$/.exec(c);
  if (m) return { level: ROMAN[m[2]!.toUpperCase()]!, women: m[1] || m[3] ? true : null };
  return null;
}
