import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { setLanguage } from '../i18n/i18n';
import { RatingStars } from './rating-stars';

describe('RatingStars', () => {
  it('reads out the rating out of 5', () => {
    renderWithProviders(<RatingStars value={4.5} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeInTheDocument();
  });

  it('fills the stars to the rating from the start edge', () => {
    renderWithProviders(<RatingStars value={4.5} />);
    const filled = screen.getByRole('img').querySelector<HTMLElement>('.star-row-filled');
    expect(filled?.style.getPropertyValue('--filled')).toBe('90%');
  });

  it('keeps the rating between 0 and 5', () => {
    renderWithProviders(<RatingStars value={7} />);
    expect(screen.getByRole('img', { name: '5 out of 5' })).toBeInTheDocument();
  });

  it('reads out the rating in Arabic', async () => {
    await setLanguage('ar');
    renderWithProviders(<RatingStars value={3.5} />);
    expect(screen.getByRole('img', { name: '3.5 من 5' })).toBeInTheDocument();
  });
});
