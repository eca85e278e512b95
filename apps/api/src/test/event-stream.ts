import { expect } from 'vitest';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Reads server-sent events from a response body until `until` matches one or time runs out. */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  until: (event: StreamEvent) => boolean,
  timeoutMs = 5000,
): Promise<StreamEvent[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
      ]);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!event || data === undefined) continue;
        const parsed = { event, data: JSON.parse(data) as unknown };
        events.push(parsed);
        if (until(parsed)) return events;
      }
    }
    return events;
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * Opens an event stream the way the web app's EventSource does (the session cookie, no token in the
 * URL) on a listening app, and checks that it is one.
 */
export async function openEventStream(
  baseUrl: string,
  path: string,
  token: string,
): Promise<ReadableStream<Uint8Array>> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie: `kahraba_session=${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return res.body!;
}
