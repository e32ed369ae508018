// Types of sse-reader.mjs.
export interface StreamEvent {
  event: string;
  id: string;
  data: string;
  retry: number | null;
}
export class EventStreamReader {
  lastId: string;
  retry: number | null;
  comments: number;
  push(chunk: string): StreamEvent[];
}
