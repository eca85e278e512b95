import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ListingPagination, pageWindow } from './listing-pagination';

describe('pageWindow', () => {
  it('offers the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
  });
});

describe('ListingPagination', () => {
  it('shows nothing when one page holds everything', () => {
    renderWithProviders(<ListingPagination page={1} totalPages={1} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('marks the current page and turns to the chosen one', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithProviders(<ListingPagination page={1} totalPages={3} onPageChange={onPageChange} />);
    expect(await screen.findByRole('button', { name: 'Page 1 of 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 3 of 3' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[3], [2]]);
  });
});
