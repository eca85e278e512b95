import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawInSteps } from './draw-in-steps';

afterEach(() => {
  vi.useRealTimers();
});

const items = Array.from({ length: 10 }, (_, index) => `item ${index}`);

describe('DrawInSteps', () => {
  it('draws the first items at once and the rest a step per task, each item once', () => {
    vi.useFakeTimers();
    const drawn = vi.fn();
    render(
      <ul>
        <DrawInSteps items={items} first={4} step={3}>
          {(item, index) => {
            drawn(index);
            return <li key={item}>{item}</li>;
          }}
        </DrawInSteps>
      </ul>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    act(() => vi.advanceTimersToNextTimer());
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    act(() => vi.runAllTimers());
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(items);
    // A step draws its own items; the earlier ones are not drawn again.
    expect(drawn.mock.calls.map(([index]) => index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('draws a short list in one go', () => {
    vi.useFakeTimers();
    render(
      <ul>
        <DrawInSteps items={items.slice(0, 3)} first={4} step={4}>
          {(item) => <li key={item}>{item}</li>}
        </DrawInSteps>
      </ul>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
