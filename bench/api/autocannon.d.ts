// autocannon ships no type declarations; these cover the part of its API the benchmark uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type RequestContext = Record<string, unknown>;

  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Request extends RequestParams {
    /** Called before each send; returns the request to send (the given one, changed as needed). */
    setupRequest?: (request: RequestParams, context: RequestContext) => RequestParams;
    onResponse?: (status: number, body: string, context: RequestContext) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds without an answer before a request counts as timed out. */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }

  export interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  export interface Instance extends EventEmitter {
    stop(): void;
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
