// A small Chrome DevTools Protocol client for the server's inspector (`--inspect=127.0.0.1:0`), over
// Node's global WebSocket: enough to force a full garbage collection and read the process's memory
// from inside it.

/** The inspector's WebSocket address from the server's output ("Debugger listening on ws://…"). */
export function inspectorUrl(output: string): string | undefined {
  return /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1];
}

export interface HeapFigures {
  heapUsedMb: number;
  externalMb: number;
}

export interface Inspector {
  /** A full GC (HeapProfiler.collectGarbage), then process.memoryUsage() in the server. */
  memoryAfterGc(): Promise<HeapFigures>;
  close(): void;
}

const MB = 1024 * 1024;
const CALL_TIMEOUT_MS = 60_000;

export async function connectInspector(url: string): Promise<Inspector> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener(
      'error',
      () => reject(new Error(`could not connect to the inspector at ${url}`)),
      {
        once: true,
      },
    );
  });
  let nextId = 1;
  const pending = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    const call = message.id === undefined ? undefined : pending.get(message.id);
    if (!call) return; // an event, not an answer
    pending.delete(message.id!);
    if (message.error) call.reject(new Error(message.error.message));
    else call.resolve(message.result);
  });
  socket.addEventListener('close', () => {
    for (const call of pending.values()) call.reject(new Error('the inspector closed'));
    pending.clear();
  });

  const send = (method: string, params: Record<string, unknown> = {}): Promise<unknown> => {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method} got no answer within ${CALL_TIMEOUT_MS / 1000} s`));
      }, CALL_TIMEOUT_MS);
      pending.set(id, {
        resolve: (result) => {
          clearTimeout(timer);
          resolve(result);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  };

  return {
    async memoryAfterGc() {
      await send('HeapProfiler.collectGarbage');
      const answer = (await send('Runtime.evaluate', {
        expression: 'process.memoryUsage()',
        returnByValue: true,
      })) as { result?: { value?: { heapUsed: number; external: number } } };
      const usage = answer.result?.value;
      if (!usage) throw new Error(`process.memoryUsage() gave no value: ${JSON.stringify(answer)}`);
      return { heapUsedMb: usage.heapUsed / MB, externalMb: usage.external / MB };
    },
    close: () => socket.close(),
  };
}
