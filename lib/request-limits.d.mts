// Types of request-limits.mjs (plain JavaScript, read by the production server without a build step).
export const UPLOAD_LIMIT_MB: number;
export const UPLOAD_LIMIT_BYTES: number;
export const UPLOAD_REQUEST_LIMIT_MB: number;
export const UPLOAD_REQUEST_LIMIT_BYTES: number;
export const FORM_LIMIT_MB: number;
export const FORM_LIMIT_BYTES: number;
