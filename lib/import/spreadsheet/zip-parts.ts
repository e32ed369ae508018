import { strFromU8, unzipSync } from 'fflate';

/**
 * Most unpacked bytes the reader takes from one workbook: a 10 MB upload (the upload limit) of
 * ordinary cells unpacks to 20–60 MB of XML; a "zip bomb" declares far more and is refused
 * before anything is inflated (fflate never writes past the size an entry declares).
 */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** An open zip archive: the names of its entries, and the text of the ones asked for. */
export interface ZipParts {
  names: string[];
  read(names: readonly string[]): Map<string, string> | 'too-large' | 'corrupt';
}

/** Opens a zip archive; null when it is corrupt (the one reason it cannot be opened). Never throws. */
export function openZip(bytes: Uint8Array): ZipParts | null {
  const names: string[] = [];
  const sizes = new Map<string, { size: number; compression: number }>();
  try {
    unzipSync(bytes, {
      filter: (f) => {
        names.push(f.name);
        sizes.set(f.name, { size: f.originalSize, compression: f.compression });
        return false;
      },
    });
  } catch {
    return null;
  }
  if (names.length === 0) return null;
  return {
    names,
    read(wanted) {
      const want = new Set(wanted.filter((n) => sizes.has(n)));
      let total = 0;
      for (const n of want) {
        const s = sizes.get(n)!;
        // stored (0) and deflated (8) are the only methods of spreadsheet files; others would throw
        if (s.compression !== 0 && s.compression !== 8) return 'corrupt';
        total += s.size;
      }
      if (total > MAX_UNPACKED_BYTES) return 'too-large';
      try {
        const files = unzipSync(bytes, { filter: (f) => want.has(f.name) });
        const out = new Map<string, string>();
        for (const [name, data] of Object.entries(files)) out.set(name, strFromU8(data));
        return out;
      } catch {
        return 'corrupt';
      }
    },
  };
}
