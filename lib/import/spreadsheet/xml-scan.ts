/**
 * A small XML scanner for the parts of a spreadsheet the reader needs (docs/decisions/spreadsheets.md:
 * SpreadsheetML and OpenDocument are plain, namespace-prefixed element trees; a full XML parser was
 * three times slower on a 300-row sheet). Element names are given without their namespace prefix
 * (`x:row` and `row` are the same element). No DTD is read: a `<!DOCTYPE` refuses the part, so an
 * entity cannot expand (billion laughs). Never throws: a broken part ends the scan with `ok: false`.
 */
interface XmlHandler {
  open(name: string, attributes: Record<string, string>, selfClosing: boolean): void;
  text?(text: string): void;
  close?(name: string): void;
}

export function scanXml(xml: string, handler: XmlHandler): { ok: boolean } {
  const n = xml.length;
  let i = 0;
  let depth = 0;
  while (i < n) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) {
      if (handler.text && depth > 0) handler.text(decodeEntities(xml.slice(i)));
      break;
    }
    if (lt > i && handler.text && depth > 0) handler.text(decodeEntities(xml.slice(i, lt)));
    const next = xml.charCodeAt(lt + 1);
    if (next === 63 /* ? */) {
      const end = xml.indexOf('?>', lt + 2);
      if (end < 0) return { ok: false };
      i = end + 2;
      continue;
    }
    if (next === 33 /* ! */) {
      if (xml.startsWith('<!--', lt)) {
        const end = xml.indexOf('-->', lt + 4);
        if (end < 0) return { ok: false };
        i = end + 3;
        continue;
      }
      if (xml.startsWith('<![CDATA[', lt)) {
        const end = xml.indexOf(']]>', lt + 9);
        if (end < 0) return { ok: false };
        if (handler.text && depth > 0) handler.text(xml.slice(lt + 9, end));
        i = end + 3;
        continue;
      }
      return { ok: false }; // <!DOCTYPE …>: no part of a spreadsheet has one
    }
    const gt = tagEnd(xml, lt + 1);
    if (gt < 0) return { ok: false };
    if (next === 47 /* / */) {
      const name = localName(xml.slice(lt + 2, gt).trim());
      depth--;
      if (depth < 0) return { ok: false };
      handler.close?.(name);
      i = gt + 1;
      continue;
    }
    const selfClosing = xml.charCodeAt(gt - 1) === 47;
    const body = xml.slice(lt + 1, selfClosing ? gt - 1 : gt);
    let nameEnd = 0;
    while (nameEnd < body.length && !isSpace(body.charCodeAt(nameEnd))) nameEnd++;
    const name = localName(body.slice(0, nameEnd));
    if (name === '') return { ok: false };
    handler.open(name, nameEnd < body.length ? readAttributes(body, nameEnd) : EMPTY, selfClosing);
    if (selfClosing) handler.close?.(name);
    else depth++;
    i = gt + 1;
  }
  return { ok: depth === 0 };
}

const EMPTY: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** The `>` that ends a tag, skipping quoted attribute values (which may hold `>`). */
function tagEnd(xml: string, from: number): number {
  let quote = 0;
  for (let i = from; i < xml.length; i++) {
    const c = xml.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62) return i;
    else if (c === 60) return -1;
  }
  return -1;
}

function localName(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon < 0 ? qualified : qualified.slice(colon + 1);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

function readAttributes(body: string, from: number): Record<string, string> {
  // a plain object without a prototype: an attribute named __proto__ is only an attribute
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  const n = body.length;
  let i = from;
  while (i < n) {
    while (i < n && isSpace(body.charCodeAt(i))) i++;
    const nameStart = i;
    while (i < n && body.charCodeAt(i) !== 61 /* = */ && !isSpace(body.charCodeAt(i))) i++;
    const name = body.slice(nameStart, i);
    while (i < n && isSpace(body.charCodeAt(i))) i++;
    if (i >= n || body.charCodeAt(i) !== 61) break;
    i++;
    while (i < n && isSpace(body.charCodeAt(i))) i++;
    const quote = body.charCodeAt(i);
    if (quote !== 34 && quote !== 39) break;
    const end = body.indexOf(quote === 34 ? '"' : "'", i + 1);
    if (end < 0) break;
    if (name !== '') out[localName(name)] = decodeEntities(body.slice(i + 1, end));
    i = end + 1;
  }
  return out;
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(s: string): string {
  if (s.indexOf('&') < 0) return s;
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-z]{2,4});/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref] ?? whole;
  });
}
