// What Linux's /proc says of a process or thread, for the production server's benchmark view
// (GP_BENCH_LOOP=1) and the benchmarks: CPU time, resident memory, parent. NaN (or null) where
// there is no /proc.
import { readFileSync } from 'node:fs';

/** The fields of /proc/{target}/stat after the command name (which may hold spaces). */
function statFields(target) {
  try {
    return readFileSync(`/proc/${target}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
}

/** CPU time (user + system, ms) of a process (a pid: all its threads), `self`, or `thread-self` (the calling thread). */
export function cpuMs(target) {
  const fields = statFields(target);
  // utime and stime, in clock ticks of 1/100 s
  return fields ? ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 : NaN;
}

/** Resident memory of a process, in MB. */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The parent of a process, or null. */
export function parentPid(pid) {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : null;
}
