#!/usr/bin/env node
// The readers of `npm run bench:live`, in a process of their own (forked, with an IPC channel): opens
// `count` event streams of `url`, each on its own connection as phones would, and reports when all
// of them are open, then, for each change announced, when each stream heard it (Date.now(), the
// same clock as the parent's on one machine).
import { request } from 'node:http';
import { EventStreamReader } from './sse-reader.mjs';

const { url, count } = JSON.parse(process.argv[2]);
const target = new URL(url);
const heard = new Map(); // revision → times
const requests = [];
let open = 0;
let failed = 0;

function connect() {
  const r = request({ host: target.hostname, port: target.port, path: target.pathname, agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
    if (res.statusCode !== 200) {
      failed++;
      res.resume();
      return report();
    }
    const reader = new EventStreamReader();
    res.setEncoding('utf8');
    let first = true;
    res.on('data', (chunk) => {
      for (const e of reader.push(chunk)) {
        if (first) {
          first = false;
          open++;
          report();
        }
        if (e.event !== 'change') continue;
        const revision = JSON.parse(e.data).revision;
        const times = heard.get(revision) ?? [];
        times.push(Date.now());
        heard.set(revision, times);
        if (times.length === count - failed) process.send({ type: 'heard', revision, times });
      }
    });
  });
  r.on('error', () => {
    failed++;
    report();
  });
  r.end();
  requests.push(r);
}

function report() {
  if (open + failed === count) process.send({ type: 'open', open, failed });
}

// a few at a time, as phones arrive
let started = 0;
const opener = setInterval(() => {
  for (let i = 0; i < 50 && started < count; i++, started++) connect();
  if (started >= count) clearInterval(opener);
}, 10);

process.on('message', (m) => {
  if (m === 'close') {
    for (const r of requests) r.destroy();
    process.exit(0);
  }
});
