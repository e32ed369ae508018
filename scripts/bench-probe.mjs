// The benchmarks' view of the production server (GP_BENCH_LOOP=1 only; scripts/serve.mjs and
// scripts/render-worker.mjs load it then, else never): GET /__gp/loop-delay gives the server
// thread's event-loop delay since the last call, the longest stretch of its own CPU time between two
// 10 ms ticks, its memory, the Next thread's heap and the page cache's size (npm run bench:block,
// bench:web, bench:live read it).
import { on } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import { cpuMs } from './proc-stats.mjs';
import { PRIVATE } from '../server/site-policy.mjs';

const mb = (n) => Math.round(n / 1048576);

/** The server thread's probe: `report(res)` answers /__gp/loop-delay; `close()` stops its timers. */
export function benchProbe({ cache, next, interactive }) {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let longestTaskMs = 0;
  let lastCpu = Number.isFinite(cpuMs('thread-self')) ? cpuMs('thread-self') : null;
  const ticker = lastCpu === null ? null : setInterval(() => {
    const now = cpuMs('thread-self');
    longestTaskMs = Math.max(longestTaskMs, now - lastCpu);
    lastCpu = now;
  }, 10);
  ticker?.unref();
  return {
    async report(res) {
      const ms = (ns) => Math.round(ns / 1e4) / 100;
      const own = process.memoryUsage();
      const body = JSON.stringify({ maxMs: ms(loopDelay.max), p99Ms: ms(loopDelay.percentile(99)), meanMs: ms(loopDelay.mean), longestTaskCpuMs: lastCpu === null ? null : longestTaskMs, rssMb: mb(own.rss), serverThread: { heapUsedMb: mb(own.heapUsed), heapTotalMb: mb(own.heapTotal), arrayBuffersMb: mb(own.arrayBuffers) }, nextMemory: await nextMemory(next.worker), interactiveMemory: interactive && interactive !== next ? await nextMemory(interactive.worker) : null, pageCache: { ...cache.stats(), buckets: undefined } });
      loopDelay.reset();
      longestTaskMs = 0;
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': PRIVATE });
      res.end(body);
    },
    close() {
      loopDelay.disable();
      if (ticker) clearInterval(ticker);
    },
  };
}

/** The Next thread's heap (MB), or null within 2 s. */
async function nextMemory(worker) {
  const messages = on(worker, 'message', { signal: AbortSignal.timeout(2000) });
  worker.postMessage('memory');
  try {
    for await (const [m] of messages) if (m?.memory) return Object.fromEntries(Object.entries(m.memory).map(([k, v]) => [`${k}Mb`, mb(v)]));
  } catch {
    return null;
  }
}

/** The Next thread's side (scripts/render-worker.mjs): its heap, asked by nextMemory. */
export function answerMemory(parentPort) {
  parentPort.on('message', (m) => {
    if (m !== 'memory') return;
    const { heapUsed, heapTotal, arrayBuffers, external } = process.memoryUsage();
    // the young generation's share of heapTotal: its semi-spaces stay resident at their largest until V8 shrinks them
    const newSpace = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
    parentPort.postMessage({ memory: { heapUsed, heapTotal, newSpace, arrayBuffers, external } });
  });
}
