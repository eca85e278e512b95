import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from './count-badge';

describe('CountBadge', () => {
  it('is hidden at 0', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows counts up to 99 as they are', () => {
    render(<CountBadge count={7} />);
    expect(screen.getByTestId('count-badge')).toHaveTextContent(/^7$/);
  });

  it('caps at 99+', () => {
    render(<CountBadge count={100} />);
    expect(screen.getByTestId('count-badge')).toHaveTextContent(/^99\+$/);
  });
});
