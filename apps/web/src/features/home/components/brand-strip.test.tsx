import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, serverError } from '../../../test/mock-api';
import { BrandStrip, stepBrandStrip } from './brand-strip';

const dealers = [
  { _id: 'd1', name: 'Apple', brief: 'Phones', briefAr: 'هواتف', logo: null },
  { _id: 'd2', name: 'Samsung', brief: 'Phones', briefAr: 'هواتف', logo: '/media/brands/samsung.svg' },
];

function scroller({
  scrollWidth,
  scrollLeft,
  rtl = false,
}: {
  scrollWidth: number;
  scrollLeft: number;
  rtl?: boolean;
}) {
  const element = document.createElement('div');
  element.style.direction = rtl ? 'rtl' : 'ltr';
  Object.defineProperty(element, 'scrollWidth', { value: scrollWidth });
  Object.defineProperty(element, 'scrollLeft', { value: scrollLeft, writable: true });
  return element;
}

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

  it('moves one pixel at a time and jumps back by one copy for a seamless loop', () => {
    const ltr = scroller({ scrollWidth: 1000, scrollLeft: 10 });
    stepBrandStrip(ltr);
    expect(ltr.scrollLeft).toBe(11);
    const end = scroller({ scrollWidth: 1000, scrollLeft: 499 });
    stepBrandStrip(end);
    expect(end.scrollLeft).toBe(0);
  });

  it('moves towards the left in Arabic', () => {
    const rtl = scroller({ scrollWidth: 1000, scrollLeft: -10, rtl: true });
    stepBrandStrip(rtl);
    expect(rtl.scrollLeft).toBe(-11);
    const end = scroller({ scrollWidth: 1000, scrollLeft: -499, rtl: true });
    stepBrandStrip(end);
    expect(end.scrollLeft).toBe(0);
  });
});
