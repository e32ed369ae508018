import { DomHandler, ElementType, Parser, type parseDocument } from 'htmlparser2';

/** The parser's nodes, named here once (htmlparser2 builds them with domhandler). */
type PageDocument = ReturnType<typeof parseDocument>;
export type PageNode = PageDocument['children'][number];
export type PageElement = Extract<PageNode, { attribs: Record<string, string> }>;

/**
 * Elements open at once beyond which a page is refused. Browsers stop nesting at 512 (Chromium), no
 * program writes pages a hundredth as deep, and htmlparser2 keeps its open elements with
 * `Array.unshift`, so each level costs the depth: 200,000 nested `<div>`s (1 MB) took 22 s to parse.
 */
export const MAX_DEPTH = 1000;

class TooDeep extends Error {}

/** A handler that builds htmlparser2's tree (as `parseDocument` does) and stops at MAX_DEPTH open elements. */
class DepthLimitedHandler extends DomHandler {
  private depth = 0;
  override onopentag(name: string, attribs: Record<string, string>): void {
    if (++this.depth > MAX_DEPTH) throw new TooDeep();
    super.onopentag(name, attribs);
  }
  override onclosetag(): void {
    this.depth--;
    super.onclosetag();
  }
}

/**
 * The page's tree with every element's start offset; null when its elements nest deeper than
 * MAX_DEPTH. htmlparser2 reports every element it closes (also a void element, an implied end tag and
 * those left open at the end), so the handler's count is the parser's stack.
 */
export function parsePage(html: string): PageDocument | null {
  const handler = new DepthLimitedHandler(undefined, { withStartIndices: true });
  try {
    new Parser(handler, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }).end(html);
  } catch (e) {
    if (e instanceof TooDeep) return null;
    throw e;
  }
  return handler.root;
}

export function isElement(node: PageNode): node is PageElement {
  return node.type === ElementType.Tag || node.type === ElementType.Script || node.type === ElementType.Style;
}

/** A text node (the guard's type also covers comments, which hold `data` too; only text passes it). */
type PageText = Extract<PageNode, { data: string }>;

export function isText(node: PageNode): node is PageText {
  return node.type === ElementType.Text;
}

/** The element's class tokens. */
export function classesOf(element: PageElement): string[] {
  const c = element.attribs.class;
  return c ? c.split(/\s+/).filter((t) => t !== '') : [];
}

/**
 * Elements a browser lays out as blocks: their text is a line of its own, so text on either side of
 * them is not glued together (`<div>0</div><div>21</div>` reads `0 21`, not `021`).
 */
export const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'br', 'caption', 'center', 'dd', 'details', 'dialog', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'html', 'legend', 'li',
  'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

/** Elements whose content is not text a reader sees on the page: code, styles, menus, buttons, embedded objects. */
export const NOT_SHOWN = new Set(['head', 'script', 'style', 'template', 'noscript', 'select', 'option', 'button', 'svg', 'iframe', 'object', 'textarea', 'map']);

/** Invisible characters that only split what reads as one word: zero-width space and joiners, word joiner, BOM, soft hyphen, direction marks. */
const INVISIBLE = /[\u200B-\u200F\u2060\uFEFF\u00AD]/g;
/** Every run of white space, the non-breaking ones included (JavaScript's \s covers U+00A0, U+2007, U+202F). */
const SPACES = /\s+/g;

/** A cell's or a line's text as an arbiter reads it: invisible characters removed, non-breaking spaces as spaces, white space collapsed, trimmed. */
export function normalizeText(raw: string): string {
  return raw.replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}

/**
 * The text an element shows, block elements set apart by a space, `<br>` as a space. `skip` leaves
 * out an element and what it holds. Iterative: a page nested ten thousand deep does not overflow the stack.
 */
export function textOf(root: PageElement, skip?: (element: PageElement) => boolean): string {
  let out = '';
  const stack: (PageNode | null)[] = [...root.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === null) {
      out += ' ';
      continue;
    }
    if (isText(node)) out += node.data;
    else if (isElement(node)) {
      if (NOT_SHOWN.has(node.name) || skip?.(node)) continue;
      const block = BLOCK.has(node.name);
      if (block) {
        out += ' ';
        stack.push(null);
      }
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
    }
  }
  return out;
}

/** Every element under `root` (not `root` itself) that `match` accepts, in document order; `into` says whether to look inside an element. */
export function findElements(root: PageElement, match: (element: PageElement) => boolean, into: (element: PageElement) => boolean = () => true): PageElement[] {
  const found: PageElement[] = [];
  const stack: PageNode[] = [...root.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (match(node)) found.push(node);
    if (!into(node)) continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return found;
}

/** Source line numbers of character offsets: CRLF, LF and a lone CR each end a line. */
export function lineIndex(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
  }
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
