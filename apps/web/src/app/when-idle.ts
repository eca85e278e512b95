import { useEffect, useState } from 'react';

/** Longest wait for an idle moment; a busy page still gets the work done. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser has had an idle moment after the first render: for work no page needs to
 * show (the toast host), so it does not compete with the page for the network or the main thread.
 */
export function useWhenIdle(): boolean {
  // Tests render, act and assert at once; there is no first view to protect there.
  const [idle, setIdle] = useState(import.meta.env.MODE === 'test');
  useEffect(() => {
    if (idle) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), IDLE_TIMEOUT_MS / 4);
    return () => clearTimeout(timer);
  }, [idle]);
  return idle;
}
