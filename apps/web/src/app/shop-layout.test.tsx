import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../shared/i18n/i18n';
import { renderApp } from '../test/render-app';

describe('app layout', () => {
  it('renders in Arabic, right to left', async () => {
    await setLanguage('ar', i18n);
    renderApp('/ar/');

    expect(await screen.findByRole('heading', { level: 1, name: 'كهربا' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByText('14 المحور المركزي، مدينة السادس من أكتوبر، الجيزة')).toBeInTheDocument();
    // The switch offers the other language, in that language.
    const toEnglish = screen.getByRole('link', { name: 'English' });
    expect(toEnglish).toHaveAttribute('title', 'التبديل إلى الإنجليزية');
    expect(toEnglish).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'العروض' })[0]).toHaveAttribute('href', '/ar/offers');
  });

  it('renders in English, left to right, with the hero and category tiles', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kahraba' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
    const tiles = screen.getByRole('region', { name: 'Shop by category' });
    expect(tiles.querySelectorAll('a')).toHaveLength(6);
    expect(screen.getAllByRole('link', { name: /Laptops/ })[0]).toHaveAttribute('href', '/category/Laptop');
    expect(screen.getByText('14 Central Axis, 6th of October City, Giza')).toBeInTheDocument();
    expect(screen.getByText('Returns accepted within 14 days of receipt.')).toBeInTheDocument();
    // The year is a year, not a count: never "2,026".
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Kahraba. All rights reserved.`),
    ).toBeInTheDocument();
  });
});
