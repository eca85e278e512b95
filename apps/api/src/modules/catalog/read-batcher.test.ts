import { describe, expect, it } from 'vitest';
import { ReadBatcher } from './read-batcher.js';

/** A batch read whose batches end when the test says so. */
function controlledReads() {
  const batches: { keys: number[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const readAll = (keys: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({ keys, finish: () => resolve(keys.map((k) => `value ${k}`)), fail: reject });
    });
  return { batches, readAll };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('ReadBatcher', () => {
  it('reads the keys asked for in one turn together, each answered with its own value', async () => {
    const { batches, readAll } = controlledReads();
    const batcher = new ReadBatcher(readAll, 2);
    const answers = Promise.all([1, 2, 3].map((k) => batcher.read(k)));
    await turn();
    expect(batches.map((b) => b.keys)).toEqual([[1, 2, 3]]);
    batches[0]!.finish();
    expect(await answers).toEqual(['value 1', 'value 2', 'value 3']);
  });

  it('gathers the reads asked for while the most it runs are under way, and starts them as one ends', async () => {
    const { batches, readAll } = controlledReads();
    const batcher = new ReadBatcher(readAll, 1);
    const first = batcher.read(1);
    await turn();
    const later = [batcher.read(2), batcher.read(3)];
    await turn();
    const last = batcher.read(4);
    await turn();
    expect(batches.map((b) => b.keys)).toEqual([[1]]);
    batches[0]!.finish();
    expect(await first).toBe('value 1');
    await turn();
    expect(batches.map((b) => b.keys)).toEqual([[1], [2, 3, 4]]);
    batches[1]!.finish();
    expect(await Promise.all([...later, last])).toEqual(['value 2', 'value 3', 'value 4']);
  });

  it('fails every read of a failed batch, and reads on afterwards', async () => {
    const { batches, readAll } = controlledReads();
    const batcher = new ReadBatcher(readAll, 1);
    const failed = [batcher.read(1), batcher.read(2)].map((p) => p.catch((e: Error) => e.message));
    await turn();
    batches[0]!.fail(new Error('connection lost'));
    expect(await Promise.all(failed)).toEqual(['connection lost', 'connection lost']);
    const next = batcher.read(3);
    await turn();
    batches[1]!.finish();
    expect(await next).toBe('value 3');
  });

  it('fails the reads of a batch whose read throws at once', async () => {
    const batcher = new ReadBatcher<number, string>(() => {
      throw new Error('no connection');
    }, 1);
    await expect(batcher.read(1)).rejects.toThrow('no connection');
  });
});
