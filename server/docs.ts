import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The project's documents for the site's /docs pages (the footer's "Dokumentacja", for arbiters and
 * organizers): README.md and every docs/*.md of the installation, read from the folder the site runs
 * in — the documents that came with this very version of the software.
 */
const root = () => process.cwd();
const NAME = /^[a-z0-9][a-z0-9-]{0,60}$/;

interface DocEntry {
  name: string;
  title: string;
}

const titleOf = (text: string, fallback: string) => /^#\s+(.+)$/m.exec(text)?.[1]?.trim() ?? fallback;

export function listDocs(): DocEntry[] {
  let names: string[] = [];
  try {
    names = readdirSync(join(root(), 'docs')).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3)).filter((n) => NAME.test(n)).sort();
  } catch {
    names = [];
  }
  return names.map((name) => ({ name, title: titleOf(readDoc(name) ?? '', name) }));
}

/** A document's Markdown by name (`readme` is the README), or null: names are checked, no path gets through. */
export function readDoc(name: string): string | null {
  if (!NAME.test(name)) return null;
  try {
    return readFileSync(name === 'readme' ? join(root(), 'README.md') : join(root(), 'docs', `${name}.md`), 'utf8');
  } catch {
    return null;
  }
}
