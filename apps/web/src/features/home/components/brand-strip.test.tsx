import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, serverError } from '../../../test/mock-api';
import { BrandStrip, brandLoopDurationMs } from './brand-strip';

const dealers = [
  { _id: 'd1', name: 'Apple', brief: 'Phones', briefAr: 'هواتف', logo: null },
  { _id: 'd2', name: 'Samsung', brief: 'Phones', briefAr: 'هواتف', logo: '/media/brands/samsung.svg' },
];

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('brand strip', () => {
  it('links each brand to its search results, with the looping copy hidden', async () => {
    mockApi({ '/api/dealer': { body: { status: 'success', data: { dealers } } } });
    renderPage(<BrandStrip />);
    const region = await screen.findByRole('region', { name: 'Our brands' });
    const links = await within(region).findAllByRole('link');
    // Only the first copy is reachable; the second is inert and aria-hidden.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/search?brand=Apple',
      '/search?brand=Samsung',
    ]);
    expect(links[0]).toHaveAccessibleName('Shop Apple');
    expect(region.querySelectorAll('a')).toHaveLength(4);
  });

  it('pauses while hovered or focused', async () => {
    mockApi({ '/api/dealer': { body: { status: 'success', data: { dealers } } } });
    renderPage(<BrandStrip />);
    const strip = await screen.findByTestId('brand-strip');
    expect(strip).toHaveAttribute('data-moving', 'true');
    fireEvent.mouseEnter(strip);
    expect(strip).toHaveAttribute('data-moving', 'false');
    fireEvent.mouseLeave(strip);
    expect(strip).toHaveAttribute('data-moving', 'true');
    act(() => within(strip).getAllByRole('link')[0]!.focus());
    expect(strip).toHaveAttribute('data-moving', 'false');
  });

  it('stays still when the shopper prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockApi({ '/api/dealer': { body: { status: 'success', data: { dealers } } } });
    renderPage(<BrandStrip />);
    expect(await screen.findByTestId('brand-strip')).toHaveAttribute('data-moving', 'false');
  });

  it('says so when the brands cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/api/dealer': serverError });
    renderPage(<BrandStrip />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load brands');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('moves one copy of the brands at 1 px every 30 ms', () => {
    expect(brandLoopDurationMs(500)).toBe(15_000);
    expect(brandLoopDurationMs(0)).toBe(0);
  });

  it('times the loop from the width of its track once the track is laid out', async () => {
    let observed: Element | undefined;
    let report: ResizeObserverCallback = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe(element: Element) {
          observed = element;
        }
        disconnect() {}
      },
    );
    mockApi({ '/api/dealer': { body: { status: 'success', data: { dealers } } } });
    renderPage(<BrandStrip />);
    const strip = await screen.findByTestId('brand-strip');
    const track = strip.firstElementChild as HTMLElement;
    expect(observed).toBe(track);
    // Both copies together are 640 px wide: one copy, 320 px, at 30 ms a pixel.
    act(() => report([{ contentRect: { width: 640 } } as ResizeObserverEntry], {} as ResizeObserver));
    expect(track.style.getPropertyValue('--brand-loop-ms')).toBe('9600ms');
  });
});
