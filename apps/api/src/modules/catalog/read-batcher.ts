/**
 * Reads of the same kind, asked for while others are under way, gathered into one. A listing's
 * products are one short statement; under load, the database spent more on receiving, planning
 * and answering each statement than on finding its rows, and the API as much again on the round
 * trips. Reads asked for in the same turn of the event loop go together; while `maxRunning` are
 * under way, the next ones wait and go together when one ends. An idle server reads at once.
 */
export class ReadBatcher<K, V> {
  private waiting: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];
  private running = 0;
  private scheduled = false;

  /** `readAll` answers every key of a batch, in the keys' order. */
  constructor(
    private readonly readAll: (keys: K[]) => Promise<V[]>,
    private readonly maxRunning: number,
  ) {}

  read(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.maxRunning || this.waiting.length === 0) return;
    this.scheduled = true;
    // After the other requests of this turn have asked too.
    setImmediate(() => {
      this.scheduled = false;
      this.start();
    });
  }

  private start(): void {
    if (this.running >= this.maxRunning || this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    this.running++;
    const settle = () => {
      this.running--;
      this.schedule();
    };
    let reading: Promise<V[]>;
    try {
      reading = this.readAll(batch.map((w) => w.key));
    } catch (error) {
      reading = Promise.reject(error);
    }
    reading.then(
      (values) => {
        settle();
        batch.forEach((w, k) => {
          w.resolve(values[k]!);
        });
      },
      (error: unknown) => {
        settle();
        for (const w of batch) w.reject(error);
      },
    );
  }
}
