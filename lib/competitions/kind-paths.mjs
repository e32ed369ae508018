// What may be a competition kind's public path (`/{path}/{slug}`, `/embed/{path}/{slug}`), said once
// for the kinds' registry (lib/competitions/registry.ts), which refuses any other path, and the
// production server (server/site-policy.mjs), which keeps any page under such a path with no list
// of the kinds to keep in step (issue 24). Plain JavaScript: the server runs it without a build step.

/** Top-level sections of the site (the folders of app/[lang]/, app/api, the languages): no kind's path. */
export const SITE_SECTIONS = new Set(['arbiter', 'captain', 'organizer', 'presets', 'docs', 'search', 'players', 'clubs', 'seasons', 'tournaments', 'embed', 'api', 'pl', 'en']);

/** Whether `segment` can be a kind's public path: lower-case words joined by -, no section of the site. */
export function isKindPath(segment) {
  return /^[a-z][a-z0-9-]*$/.test(segment) && !SITE_SECTIONS.has(segment);
}
