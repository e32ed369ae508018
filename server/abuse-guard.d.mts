// Types of abuse-guard.mjs (plain JavaScript, run by the production server without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';

type Req = { socket?: { remoteAddress?: string }; headers: Record<string, string | string[] | undefined>; method?: string; url?: string };
export function plainAddress(address: string | undefined): string;
export function clientKey(address: string | undefined): string;
export function trustedProxies(value?: string): Set<string>;
export function clientAddress(req: Req, trusted: Set<string>): string;
export function malformedTarget(url: string | undefined): 'target' | 'path' | null;
export function canonicalPath(path: string): string | null;
export function foreignOrigin(req: Req): boolean;
export function refuse(req: IncomingMessage, res: ServerResponse, status: number, kind: 'badAddress' | 'foreignOrigin' | 'busy' | 'slowBody', options?: { close?: boolean; retryAfter?: number }): void;
export class ClientShares {
  constructor(options: { perClient: number; queue?: number });
  acquire(address: string): Promise<(() => void) | null>;
  tryAcquire(address: string): (() => void) | null;
  stats(): Record<string, { active: number; waiting: number }>;
}
export function readBody(req: IncomingMessage, options: { idleMs: number; maxBytes: number }): Promise<{ body: Buffer } | { over: true; head: Buffer }>;
