/**
 * How long the server waits on a client, and how many it holds at once, so idle or slow clients
 * cannot tie up the server. Event streams send a comment every 25 s, inside the idle timeout.
 */
export const CONNECTION_LIMITS = {
  /** The whole request (headers and body) must arrive within this. */
  requestTimeoutMs: 30_000,
  /** The headers alone must arrive within this (slow-header attacks). */
  headersTimeoutMs: 10_000,
  /** An idle keep-alive connection is closed after this; above the 60 s idle timeout of common load balancers. */
  keepAliveTimeoutMs: 65_000,
  /** A connection with no traffic at all is closed after this. */
  idleTimeoutMs: 120_000,
  /** Open connections beyond this are refused. */
  maxConnections: 10_000,
} as const;
