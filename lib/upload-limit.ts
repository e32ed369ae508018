/**
 * The largest file an arbiter uploads (a results file, a register, a competition's file): 10 MB.
 * The server refuses more (server/uploads.ts MAX_UPLOAD_BYTES, the proxy's 413); the pages check it
 * first, so a 20 MB file is said in the page's language before it is sent (issue 40, C1).
 */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
export const UPLOAD_LIMIT_MB = UPLOAD_LIMIT_BYTES / 1024 / 1024;

/** The first file of a form over the limit, if any: its name and size in MB (one decimal). */
export function oversizedFile(files: Iterable<{ name: string; size: number }>): { name: string; mb: number } | null {
  for (const f of files) if (f.size > UPLOAD_LIMIT_BYTES) return { name: f.name, mb: Math.round((f.size / 1024 / 1024) * 10) / 10 };
  return null;
}
