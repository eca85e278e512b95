// Reads wait for the frame being prepared to reach the screen before they go out. A page that
// renders and asks for its data in the same task would otherwise have the browser set up the
// requests (and often handle their answers) before it paints what is already rendered; waiting
// one frame lets the page show first, which is what a shopper sees as "loaded". The data is at
// most a frame later.

/** Never wait longer than this: a hidden tab gets no frames at all. */
const MAX_WAIT_MS = 100;

export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, MAX_WAIT_MS);
    // A frame callback runs just before the paint; a task queued from it runs just after.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
