// A thread's memory given back once it has had no request for a while (issue 38). V8 keeps the heap
// it grew to during a busy stretch: a full collection frees the garbage but moves at most a few MB
// of live objects, so pages that are mostly empty stay committed (the public Next thread held 258 MB
// of heap for 97 MB in use after a crawl of the 200-season archive), and the young generation keeps
// its two semi-spaces resident at their largest (64 MB in the public Next thread). So, after the last
// request of a stretch:
// - after QUIET_MS, a full collection that compacts every page (`--compact-on-every-full-gc` for
//   that one collection), so that the emptied pages go back to the system;
// - after SHRINK_MS more without a request, another: V8 shrinks the young generation only when little
//   was allocated over its last 5 s of collections, which a collection right after a busy stretch
//   never sees.
// Each costs the thread 0.1–0.3 s of one core, only when nobody asks anything. GP_IDLE_GC=0 leaves it
// all to V8. Figures: docs/benchmarks.md (issue 38), settings: docs/deployment.md.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export const QUIET_MS = 1000;
export const SHRINK_MS = 6000;

/** V8's full collection with every page compacted (`--expose-gc` turned on for the thread's first call). */
function compactingCollection() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  return () => {
    // V8's flags are the process's: another thread's full collection in these few ms compacts too (only slower)
    setFlagsFromString('--compact-on-every-full-gc');
    try {
      gc();
    } finally {
      setFlagsFromString('--no-compact-on-every-full-gc');
    }
  };
}

/**
 * `busy()` when a request starts, `done()` when it ends; `collect` runs QUIET_MS after the last one
 * ends, and again SHRINK_MS after that, unless a request came meanwhile. `collect`: a test's own.
 */
export function idleCollector({ env = process.env, collect } = {}) {
  if (env.GP_IDLE_GC === '0') return { busy() {}, done() {} };
  const run = collect ?? compactingCollection();
  let inFlight = 0;
  let timer = null;
  const after = (ms, then) => (timer = setTimeout(() => inFlight === 0 && (run(), then?.()), ms).unref());
  return {
    busy() {
      inFlight++;
      clearTimeout(timer);
    },
    done() {
      if (--inFlight === 0) after(QUIET_MS, () => after(SHRINK_MS));
    },
  };
}
