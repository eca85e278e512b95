import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('afterNextPaint', () => {
  it('resolves after the next frame, once the task after it has run', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    let frame: FrameRequestCallback = () => {};
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    let done = false;
    void afterNextPaint().then(() => {
      done = true;
    });

    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    frame(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    vi.unstubAllGlobals();
  });

  it('does not wait in a hidden tab, where no frames come', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await expect(afterNextPaint()).resolves.toBeUndefined();
  });

  it('gives up waiting after a short while', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vi.stubGlobal('requestAnimationFrame', () => 1);
    let done = false;
    void afterNextPaint().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
    vi.unstubAllGlobals();
  });
});
