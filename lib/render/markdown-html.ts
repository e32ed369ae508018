import { escapeHtml } from './html';

/**
 * The project's documents (docs/*.md, README.md) as HTML for the site's /docs pages: the small part
 * of Markdown they use — headings, paragraphs, lists, fenced and indented code, tables, `code`,
 * **bold**, *emphasis*, [links](…). Everything is escaped first; a link to another document
 * (`docs/http-api.md`, `serving-and-caching.md`) becomes its /docs page, other relative links are
 * dropped to their text (the site does not serve the repository's files), http(s) links are kept.
 */
export function markdownHtml(markdown: string, docHref: (name: string) => string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let i = 0;
  const inline = (text: string) => inlineHtml(text, docHref);
  while (i < lines.length) {
    const line = lines[i]!;
    if (/^```/.test(line)) {
      const code: string[] = [];
      for (i++; i < lines.length && !/^```/.test(lines[i]!); i++) code.push(lines[i]!);
      i++;
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    if (/^ {4}\S/.test(line)) {
      const code: string[] = [];
      for (; i < lines.length && (/^ {4}/.test(lines[i]!) || (lines[i] === '' && /^ {4}\S/.test(lines[i + 1] ?? ''))); i++) code.push(lines[i]!.slice(4));
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const level = Math.min(heading[1]!.length + 1, 6);
      out.push(`<h${level} id="${slugOf(heading[2]!)}">${inline(heading[2]!)}</h${level}>`);
      i++;
      continue;
    }
    if (/^\|.*\|\s*$/.test(line) && /^\|[\s:|-]+\|\s*$/.test(lines[i + 1] ?? '')) {
      const cells = (l: string) => splitRow(l).map((c) => inline(c.trim()));
      const head = cells(line);
      const rows: string[][] = [];
      for (i += 2; i < lines.length && /^\|.*\|\s*$/.test(lines[i]!); i++) rows.push(cells(lines[i]!));
      out.push(`<div class="table-wrap"><table><thead><tr>${head.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`);
      continue;
    }
    const item = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2]!);
      const items: string[] = [];
      while (i < lines.length) {
        const m = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(lines[i]!);
        if (m) items.push(m[3]!);
        else if (/^\s{2,}\S/.test(lines[i]!) && items.length) items[items.length - 1] += ` ${lines[i]!.trim()}`;
        else break;
        i++;
      }
      const tag = ordered ? 'ol' : 'ul';
      out.push(`<${tag}>${items.map((t) => `<li>${inline(t)}</li>`).join('')}</${tag}>`);
      continue;
    }
    if (line.trim() === '') {
      i++;
      continue;
    }
    const paragraph: string[] = [];
    for (; i < lines.length && lines[i]!.trim() !== '' && !/^(#{1,6}\s|```|\|.*\|\s*$|\s*([-*]|\d+\.)\s)/.test(lines[i]!); i++) paragraph.push(lines[i]!.trim());
    if (paragraph.length === 0) {
      // a line no rule above took (e.g. a lone table row): keep it as text
      paragraph.push(lines[i]!.trim());
      i++;
    }
    out.push(`<p>${inline(paragraph.join(' '))}</p>`);
  }
  return out.join('\n');
}

function splitRow(line: string): string[] {
  // cells split at | outside `code`
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  const cells: string[] = [];
  let cell = '';
  let code = false;
  for (const ch of inner) {
    if (ch === '`') code = !code;
    if (ch === '|' && !code) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*[\]()]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

function inlineHtml(text: string, docHref: (name: string) => string): string {
  const parts = text.split(/(`[^`]*`)/);
  return parts
    .map((part) => {
      if (/^`[^`]*`$/.test(part)) return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      let s = escapeHtml(part);
      s = s.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => {
        const raw = href.replace(/&amp;/g, '&');
        if (/^https?:\/\//.test(raw)) return `<a href="${escapeHtml(raw)}">${label}</a>`;
        const doc = /^(?:\.\/|\.\.\/)*(?:docs\/)?([A-Za-z0-9-]+)\.md(#[\w-]+)?$/.exec(raw);
        if (doc) return `<a href="${escapeHtml(docHref(doc[1]!.toLowerCase()) + (doc[2] ?? ''))}">${label}</a>`;
        if (/^#[\w-]+$/.test(raw)) return `<a href="${escapeHtml(raw)}">${label}</a>`;
        return label;
      });
      s = s.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
      s = s.replace(/(^|[\s(])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
      return s;
    })
    .join('');
}
