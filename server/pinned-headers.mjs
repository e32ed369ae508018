// Headers a response keeps whatever is set after them (scripts/serve.mjs: the framing of every
// answer, server/framing.mjs). Plain JavaScript: the server runs it without a build step.

/**
 * Sets `pinned` ([name, value] pairs) on `res` and keeps them: a later setHeader, appendHeader or
 * writeHead of one of those names on this response is ignored, and writeHead sets them again first
 * (a handler may have removed one). The setters are wrapped on this response only; two calls on one
 * response each keep their own names. `keptOut`: more names (lower case) the handler may not set at
 * all (an embed's answer has no X-Frame-Options, whatever Next adds).
 */
export function pinHeaders(res, pinned, keptOut = []) {
  const names = new Set([...pinned.map(([name]) => name.toLowerCase()), ...keptOut]);
  const isPinned = (name) => names.has(String(name).toLowerCase());
  const setHeader = res.setHeader.bind(res);
  const setAll = () => {
    for (const [name, value] of pinned) setHeader(name, value);
  };
  setAll();
  res.setHeader = (name, v) => (isPinned(name) ? res : setHeader(name, v));
  if (res.appendHeader) {
    const appendHeader = res.appendHeader.bind(res);
    res.appendHeader = (name, v) => (isPinned(name) ? res : appendHeader(name, v));
  }
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    const i = typeof rest[0] === 'string' ? 1 : 0;
    const given = rest[i];
    if (Array.isArray(given)) {
      const flat = Array.isArray(given[0]) ? given.flat() : given;
      const kept = [];
      for (let j = 0; j < flat.length; j += 2) if (!isPinned(flat[j])) kept.push(flat[j], flat[j + 1]);
      rest[i] = kept;
    } else if (given && typeof given === 'object') {
      rest[i] = Object.fromEntries(Object.entries(given).filter(([k]) => !isPinned(k)));
    }
    setAll();
    return writeHead(status, ...rest);
  };
}
