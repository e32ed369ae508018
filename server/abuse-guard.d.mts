// Types of abuse-guard.mjs (plain JavaScript, run by the production server without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

type Req = { socket?: { remoteAddress?: string }; headers: Record<string, string | string[] | undefined>; method?: string; url?: string };
export function plainAddress(address: string | undefined): string;
export function clientKey(address: string | undefined): string;
export function trustedProxies(value?: string): Set<string>;
export function clientAddress(req: Req, trusted: Set<string>): string;
export function malformedTarget(url: string | undefined): 'target' | 'path' | null;
export function canonicalPath(path: string): string | null;
export function foreignOrigin(req: Req): boolean;
export function refuse(req: IncomingMessage, res: ServerResponse, status: number, kind: 'badAddress' | 'foreignOrigin' | 'busy' | 'slowBody' | 'badMethod', options?: { close?: boolean; retryAfter?: number }): void;
/** Gives a share back; `endedAt` (the shares' clock) when the work ended before. */
export type Release = (endedAt?: number) => void;
export class ClientShares {
  constructor(options: { perClient: number; queue?: number; busyMs?: number; busyShare?: number; halfLifeMs?: number; yieldRatio?: number; maxYieldMs?: number; now?: () => number });
  acquire(address: string): Promise<Release | null>;
  tryAcquire(address: string): Release | null;
  stats(): Record<string, { active: number; waiting: number; spent: number }>;
}
export function readBody(req: IncomingMessage, options: { idleMs: number; maxBytes: number }): Promise<{ body: Buffer } | { over: true; head: Buffer }>;
export const ALLOWED_METHODS: readonly string[];
export function allowedMethod(method: string | undefined): boolean;
export function answerClientError(error: Error & { code?: string }, socket: Duplex, options?: { lingerMs?: number }): void;
