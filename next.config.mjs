// @ts-check
import { UPLOAD_REQUEST_LIMIT_MB } from './lib/request-limits.mjs';

// Plain JavaScript, not TypeScript (issue 38): Next compiles a next.config.ts with its SWC binary in
// every thread that starts it — a native module of 96 MB of which 26 MB stayed resident in the
// production server for nothing else, and 50 ms more per thread at start. Types: next.config.d.mts.
/** @type {import('next').NextConfig} */
const nextConfig = {
  // Next keeps no rendered page: the production server's page cache keeps the public pages and their
  // client-router payloads per revision (scripts/serve.mjs, docs/serving-and-caching.md)
  cacheMaxMemorySize: 0,
  // native modules stay outside the server bundle; date-holidays too (issue 38): bundled, its every
  // country's holiday names (Greek, Bengali …) went into each route's server chunk, once per route
  // loaded, as two-byte strings — outside, Node loads it once per thread
  serverExternalPackages: ['better-sqlite3', '@node-rs/argon2', 'date-holidays'],
  poweredByHeader: false,
  // types are checked by `npm test` (tsc --noEmit); skipping them here keeps a first `npm start` fast
  typescript: { ignoreBuildErrors: true },
  // results files up to the upload limit go through the arbiter's upload actions; proxy.ts keeps every
  // other page's posts under the form limit (lib/request-limits.mjs)
  // globalNotFound: an address no route takes gets app/global-not-found.tsx, the site's 404 in its
  // shell (issue 40) — the root layout is app/[lang]/layout.tsx, so no app/not-found can be composed
  // preloadEntriesOnStart: by default Next loads every route's server code once it starts (452 files,
  // a 2.3 MB runtime chunk once per route, held as two-byte strings: the Next thread's live heap was
  // 203 MB after a home, a player's and a season page, 60 MB without; issue 38). A route is loaded on
  // its first request instead; GP_PRELOAD_ROUTES=1 loads every one at start, as Next does by default
  // (docs/deployment.md)
  experimental: { serverActions: { bodySizeLimit: `${UPLOAD_REQUEST_LIMIT_MB}mb` }, globalNotFound: true, preloadEntriesOnStart: process.env.GP_PRELOAD_ROUTES === '1' },
  async rewrites() {
    // Polish is the default language: /seasons/… is served by /pl/seasons/…; English lives under /en/…
    return {
      beforeFiles: [
        { source: '/', destination: '/pl' },
        { source: '/seasons/:path*', destination: '/pl/seasons/:path*' },
        { source: '/arbiter', destination: '/pl/arbiter' },
        { source: '/arbiter/:path*', destination: '/pl/arbiter/:path*' },
        { source: '/organizer', destination: '/pl/organizer' },
        { source: '/captain', destination: '/pl/captain' },
        { source: '/captain/:path*', destination: '/pl/captain/:path*' },
        { source: '/presets', destination: '/pl/presets' },
        // every competition kind's page, /{kind's path}/{slug}[/{part}]: app/[lang]/[kind]/[slug] finds the
        // kind in lib/competitions/registry.ts, so a new kind needs no line here (docs/extending.md)
        { source: '/:kind((?!(?:en|pl|api|_next)/)[a-z][a-z0-9-]*)/:slug/:path*', destination: '/pl/:kind/:slug/:path*' },
        { source: '/docs', destination: '/pl/docs' },
        { source: '/docs/:path*', destination: '/pl/docs/:path*' },
        { source: '/search', destination: '/pl/search' },
        { source: '/players/:path*', destination: '/pl/players/:path*' },
        { source: '/clubs/:path*', destination: '/pl/clubs/:path*' },
        // issue 26: the embeddable tables (docs/embeds.md)
        { source: '/embed/:path*', destination: '/pl/embed/:path*' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'same-origin' },
          // Framing (X-Frame-Options, CSP frame-ancestors) is decided in one place, server/framing.mjs,
          // which the production server applies to every answer: embed pages may be framed by any
          // site (issue 26), the workspace by none. A header here would be baked in at build time.
        ],
      },
    ];
  },
};

export default nextConfig;
