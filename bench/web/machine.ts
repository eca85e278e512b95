// The figures come from timings taken on this machine (Lighthouse multiplies the main-thread time it
// observes to simulate a phone), so whatever else runs here shows up in them. The run asks for a
// higher CPU priority, which Chromium and the server inherit, and reports how busy the machine was.
import os from 'node:os';

const RAISED_PRIORITY = -10;

/** Raises this process's priority when allowed (root); says what it did. */
export function raisePriority(): string {
  try {
    os.setPriority(RAISED_PRIORITY);
    return `raised CPU priority (nice ${RAISED_PRIORITY}) for the browser and the server`;
  } catch {
    return 'normal CPU priority (raising it needs more rights)';
  }
}

export function describeMachine(): string {
  const cpus = os.cpus();
  const [load1, load5] = os.loadavg();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${load1?.toFixed(2)} (1 min) ${load5?.toFixed(2)} (5 min)`;
}
