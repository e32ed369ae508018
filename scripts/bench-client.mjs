#!/usr/bin/env node
// One autocannon measurement for `npm run bench:web`, in a process of its own: the client's heap
// after one measurement (hundreds of MB of plain HTML parsed) must not tax the next one with its
// collections — run in one process, every brotli run after the plain-bytes runs had p99 124–132 ms
// instead of 56–76 ms, for the static file as much as for the page.
// Argument: JSON { url, headers, connections, duration }. Prints JSON: autocannon's figures used by
// the benchmark and this process's CPU time during the run (ms).
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const before = process.cpuUsage();
autocannon(options, (err, r) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  const cpu = process.cpuUsage(before);
  const { requests, latency, errors, non2xx, statusCodeStats } = r;
  console.log(JSON.stringify({ requests, latency, errors, non2xx, statusCodeStats, cpuMs: (cpu.user + cpu.system) / 1000 }));
});
