// A reader of text/event-stream (HTML Living Standard §9.2.6, "Interpreting an event stream"), for
// the benchmark (scripts/bench-live.mjs) and the tests: fed chunks of text as they arrive, it gives
// back each dispatched event `{ event, id, data, retry }` and counts the comments.

export class EventStreamReader {
  constructor() {
    this.buffer = '';
    this.data = [];
    this.event = '';
    this.lastId = '';
    this.retry = null;
    this.comments = 0;
  }

  /** The events completed by this chunk. */
  push(chunk) {
    this.buffer += chunk;
    const out = [];
    for (;;) {
      const m = /\r\n|\r|\n/.exec(this.buffer);
      // a lone \r at the end may be the first half of \r\n
      if (!m || (m[0] === '\r' && m.index === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, m.index);
      this.buffer = this.buffer.slice(m.index + m[0].length);
      if (line === '') {
        if (this.data.length) out.push({ event: this.event || 'message', id: this.lastId, data: this.data.join('\n'), retry: this.retry });
        this.data = [];
        this.event = '';
        continue;
      }
      if (line.startsWith(':')) {
        this.comments++;
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'data') this.data.push(value);
      else if (field === 'event') this.event = value;
      else if (field === 'id' && !value.includes('\u0000')) this.lastId = value;
      else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
    }
    return out;
  }
}
