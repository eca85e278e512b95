import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useWhenIdle', () => {
  it('turns true when the browser reports an idle moment', () => {
    vi.stubEnv('MODE', 'production');
    let onIdle: () => void = () => {};
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      onIdle = callback;
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result } = renderHook(() => useWhenIdle());
    expect(result.current).toBe(false);
    act(() => onIdle());
    expect(result.current).toBe(true);
  });

  it('falls back to a timer where there is no idle callback', () => {
    vi.stubEnv('MODE', 'production');
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useWhenIdle());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(true);
  });

  it('is true at once in tests, which have no first view to protect', () => {
    const { result } = renderHook(() => useWhenIdle());
    expect(result.current).toBe(true);
  });
});
