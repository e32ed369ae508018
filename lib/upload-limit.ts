import { UPLOAD_LIMIT_BYTES } from './request-limits.mjs';

/**
 * The largest file an arbiter uploads: 10 MB (lib/request-limits.mjs, where every limit of a request
 * is said once). The server refuses more (the use cases, the proxy's 413); the pages check it first,
 * so a 20 MB file is said in the page's language before it is sent (issue 40, C1).
 */
export { UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_MB } from './request-limits.mjs';

/** The first file of a form over the limit, if any: its name and size in MB (one decimal). */
export function oversizedFile(files: Iterable<{ name: string; size: number }>): { name: string; mb: number } | null {
  for (const f of files) if (f.size > UPLOAD_LIMIT_BYTES) return { name: f.name, mb: Math.round((f.size / 1024 / 1024) * 10) / 10 };
  return null;
}
