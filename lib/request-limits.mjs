// How big a request may be, said once (issue 39, item 4): the arbiter's upload pages, the server
// actions' limit (next.config.mjs), the proxy (proxy.ts), the API routes (server/api.ts,
// server/route.ts), the production server (scripts/serve.mjs) and nginx (deploy/nginx.conf, checked
// against these by tests/site/request-limits.test.ts) read these numbers. Plain JavaScript: the
// production server runs it without a build step.

const MB = 1024 * 1024;

/** The largest file an arbiter uploads (a results file, a register, a competition's file). */
export const UPLOAD_LIMIT_MB = 10;
export const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * MB;

/** A request that carries such a file: the file and its form's fields (Next's action limit, nginx's body limit). */
export const UPLOAD_REQUEST_LIMIT_MB = UPLOAD_LIMIT_MB + 1;
export const UPLOAD_REQUEST_LIMIT_BYTES = UPLOAD_REQUEST_LIMIT_MB * MB;

/** Every other form post (sign-in, settings) and an API route's JSON body. */
export const FORM_LIMIT_MB = 1;
export const FORM_LIMIT_BYTES = FORM_LIMIT_MB * MB;
