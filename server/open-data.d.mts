// Types of open-data.mjs (plain JavaScript, run by the production server without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';

export function isOpenData(url: string | undefined): boolean;
export const OPEN_DATA_HEADERS: [string, string][];
export function openData(req: IncomingMessage, res: ServerResponse): boolean;
