// Headers a response keeps whatever is set before its head goes out (scripts/serve.mjs: the framing
// of every answer, server/framing.mjs). Plain JavaScript: the server runs it without a build step.

/**
 * Sets `pinned` ([name, value] pairs) on `res` when its head goes out (writeHead, which end() calls
 * too), over whatever was set, appended or given to writeHead under those names. `keptOut`: more
 * names (lower case) the response may not carry at all (an embed's answer has no X-Frame-Options).
 */
export function pinHeaders(res, pinned, keptOut = []) {
  const names = new Set([...pinned.map(([name]) => name.toLowerCase()), ...keptOut]);
  const isPinned = (name) => names.has(String(name).toLowerCase());
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    const i = typeof rest[0] === 'string' ? 1 : 0;
    const given = rest[i];
    if (Array.isArray(given)) {
      const flat = Array.isArray(given[0]) ? given.flat() : given;
      rest[i] = flat.filter((_, j) => !isPinned(flat[j - (j % 2)]));
    } else if (given && typeof given === 'object') rest[i] = Object.fromEntries(Object.entries(given).filter(([k]) => !isPinned(k)));
    for (const name of names) res.removeHeader(name);
    for (const [name, value] of pinned) res.setHeader(name, value);
    return writeHead(status, ...rest);
  };
}
