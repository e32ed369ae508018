// Types of kind-paths.mjs (plain JavaScript, read by the production server without a build step).
export const SITE_SECTIONS: ReadonlySet<string>;
export function isKindPath(segment: string): boolean;
