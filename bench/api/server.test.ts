import { describe, expect, it } from 'vitest';
import { processCpuMs } from './server.ts';

describe('processCpuMs', () => {
  it('reads the CPU a process has used, as the process itself counts it, and 0 for one that is gone', () => {
    const before = processCpuMs(process.pid);
    const own = process.cpuUsage();
    // Work until the process has used 200 ms of CPU, however busy the machine is.
    let spins = 0;
    const usedOwn = () => {
      const { user, system } = process.cpuUsage(own);
      return (user + system) / 1000;
    };
    while (usedOwn() < 200) spins += 1;
    expect(spins).toBeGreaterThan(0);
    const used = processCpuMs(process.pid) - before;
    // /proc counts in ticks of 10 ms; other threads of this process may add a little.
    expect(used).toBeGreaterThanOrEqual(180);
    expect(used).toBeLessThan(400);
    expect(processCpuMs(2 ** 22 + 1)).toBe(0);
  });
});
