import { describe, expect, it } from 'vitest';
import { canonicalPath, isCatalogPage, isPersonalPage } from './canonical';

describe('canonicalPath', () => {
  it('sends a sorted or filtered category page to its plain page, keeping its page number', () => {
    expect(canonicalPath('/category/Mobile', '?sort=price-low&brand=Apple&priceMin=100')).toBe(
      '/category/Mobile',
    );
    expect(canonicalPath('/category/Mobile', '?sort=price-low&page=3')).toBe('/category/Mobile?page=3');
    expect(canonicalPath('/category/Mobile', '?page=1')).toBe('/category/Mobile');
  });

  it('keeps a search’s words, brand and category but drops sorts and price ranges', () => {
    expect(canonicalPath('/search', '?sort=price-asc&q=iphone&priceMax=5')).toBe('/search?q=iphone');
    expect(canonicalPath('/ar/search', '?brand=Apple&sort=newest')).toBe('/ar/search?brand=Apple');
  });

  it('keeps the products type unless it is all, and stays in the page’s language', () => {
    expect(canonicalPath('/ar/products', '?type=used&sort=x')).toBe('/ar/products?type=used');
    expect(canonicalPath('/products', '?type=all')).toBe('/products');
    expect(canonicalPath('/ar', '')).toBe('/ar/');
  });

  it('gives a product page no parameters', () => {
    expect(canonicalPath('/product/abc', '?wish=abc')).toBe('/product/abc');
  });
});

describe('isPersonalPage', () => {
  it('marks sign-in, cart, checkout, account, orders, chats and trade-in, in both languages', () => {
    for (const path of [
      '/login',
      '/signup',
      '/cart',
      '/checkout',
      '/user-account',
      '/user-chats',
      '/trade-in',
      '/order/1',
    ]) {
      expect(isPersonalPage(path), path).toBe(true);
      expect(isPersonalPage(`/ar${path}`), `/ar${path}`).toBe(true);
    }
    expect(isPersonalPage('/admin/products')).toBe(true);
  });

  it('leaves catalog pages to be listed', () => {
    for (const path of ['/', '/ar/', '/product/x', '/category/Mobile', '/search', '/offers', '/privacy']) {
      expect(isPersonalPage(path), path).toBe(false);
    }
  });
});

describe('isCatalogPage', () => {
  it('knows the pages that describe themselves', () => {
    for (const path of [
      '/',
      '/ar/',
      '/products',
      '/product/x',
      '/ar/category/Mobile',
      '/offers',
      '/search',
      '/returns',
    ]) {
      expect(isCatalogPage(path), path).toBe(true);
    }
    expect(isCatalogPage('/cart')).toBe(false);
    expect(isCatalogPage('/nowhere')).toBe(false);
  });
});
