/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  // most texts (names, clubs, numbers) hold nothing to escape: returned as they are, without a replace
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c]!) : text;
}

const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
