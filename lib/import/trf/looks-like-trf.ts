/**
 * A file is a TRF when its first meaningful lines are TRF records (`012 name`, `001    1 m …`).
 * Lines without a record code that Swiss-Manager writes into a TRF — column rulers
 * (`         1         2 …`, `1234567890123…`) and the record templates (`DDD SSSS sTTT NNNN…`) —
 * and the `###` comments of TRF-26 do not make it something else (QUIRKS T7).
 */
export function looksLikeTrf(text: string): boolean {
  const lines = text
    .split(/\r\n|\r|\n/)
    .filter((l) => l.trim() !== '' && !isRuler(l))
    .slice(0, 40);
  return lines.some((l) => /^001 [ \d]{3}\d /.test(l)) && lines.every((l) => /^(\d{3}|[A-Z]{3}|XX.|###)( |$)/.test(l));
}

function isRuler(line: string): boolean {
  const t = line.trimEnd();
  return /^[\d ]+$/.test(t) && !/^\d{3} /.test(t) ? true : /^DDD SSSS/.test(t);
}
