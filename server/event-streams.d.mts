// Types of event-streams.mjs (plain JavaScript, run by the production server without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveChange } from '../lib/i18n/live-words.mjs';
import type { Revisions } from './revisions.mjs';

export type StreamKind = 'season' | 'competition';
export interface EventData {
  kind: StreamKind;
  slug: string;
  revision: number;
  at: string | null;
  changes: LiveChange[];
  text: { pl: string; en: string } | null;
}
export interface HistoryEvent {
  id: number;
  previous: number;
  data: EventData;
  frame: string;
}
export function streamRequest(url: string | undefined): { kind: StreamKind; slug: string | null; since: number | null } | null;
export function parseEventId(value: string | string[] | null | undefined): number | null;
export function frameEvent(e: { id?: number | string; event?: string; data?: unknown; retry?: number }): string;
export function frameComment(text: string): string;
export function missedEvents<E extends { id: number; previous: number }>(history: readonly E[], revision: number, lastId: number | null | undefined): E[] | null;

export interface TopicRef {
  kind: StreamKind;
  slug: string;
  id: number;
}
export interface Source {
  dataVersion(): number | null;
  row(kind: StreamKind, slug: string): { id: number; revision: number; public: boolean } | undefined;
  rows(kind: StreamKind): Map<string, { id: number; revision: number; public: boolean }>;
  lastAuditId(): number;
  auditSince(topic: TopicRef, afterId: number): { id: number; at: string; action: string; details: Record<string, unknown> }[];
  close?(): void;
}
export class RevisionSource implements Source {
  constructor(o: { revisions: Revisions });
  dataVersion(): number | null;
  row(kind: StreamKind, slug: string): { id: number; revision: number; public: boolean } | undefined;
  rows(kind: StreamKind): Map<string, { id: number; revision: number; public: boolean }>;
  lastAuditId(): number;
  auditSince(topic: TopicRef, afterId: number): { id: number; at: string; action: string; details: Record<string, unknown> }[];
}
export class EventStreams {
  constructor(o: { source: Source; maxStreams?: number; maxPerClient?: number; pollMs?: number; heartbeatMs?: number; retryMs?: number; historySize?: number; now?: () => string; random?: () => number });
  start(): this;
  handle(req: IncomingMessage, res: ServerResponse, client?: string): boolean;
  poll(): void;
  heartbeat(): void;
  stats(): { streams: number; clients: number; topics: number; events: number };
  close(): void;
}
export function createEventStreams(o: { revisions?: Revisions | null; databasePath?: string; env?: Record<string, string | undefined> }): EventStreams;
