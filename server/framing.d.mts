// Types of framing.mjs (plain JavaScript, run by the production server without a build step).
import type { ServerResponse } from 'node:http';

export function embedAncestors(env?: Record<string, string | undefined>): string;
export function framingHeaders(url: string | undefined, env?: Record<string, string | undefined>): [string, string][];
export function applyFraming(res: ServerResponse, url: string | undefined, env?: Record<string, string | undefined>): void;
export const FRAMING: string[];
