import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the fixed routes of SPEC §2', () => {
    expect(paths.home()).toBe('/');
    expect(paths.offers()).toBe('/offers');
    expect(paths.signup()).toBe('/signup');
    expect(paths.cart()).toBe('/cart');
    expect(paths.checkout()).toBe('/checkout');
    expect(paths.account()).toBe('/user-account');
    expect(paths.chats()).toBe('/user-chats');
    expect(paths.tradeIn()).toBe('/trade-in');
  });

  it('adds the products type only when given', () => {
    expect(paths.products()).toBe('/products');
    expect(paths.products('used')).toBe('/products?type=used');
  });

  it('sends guests to the login page with an optional redirect', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login('cart')).toBe('/login?redirect=cart');
  });

  it('leaves empty search parameters out and encodes the rest', () => {
    expect(paths.search()).toBe('/search');
    expect(paths.search({ q: 'iphone 15', brand: '', priceMin: 0 })).toBe('/search?q=iphone+15&priceMin=0');
    expect(paths.search({ q: 'ايفون' })).toBe(`/search?q=${encodeURIComponent('ايفون')}`);
  });

  it('builds category, product and order links with encoded segments', () => {
    expect(paths.category('Laptop')).toBe('/category/Laptop');
    expect(paths.category('Audio', { productType: 'InEar', discount: 'yes' })).toBe(
      '/category/Audio?productType=InEar&discount=yes',
    );
    expect(paths.product('a/b')).toBe('/product/a%2Fb');
    expect(paths.order('42')).toBe('/order/42');
  });

  it('builds the staff console links, with the audit log optionally filtered to one record', () => {
    expect(paths.admin()).toBe('/admin');
    expect(paths.adminProduct('p/1')).toBe('/admin/products/p%2F1');
    expect(paths.adminAudit()).toBe('/admin/audit');
    expect(paths.adminAudit({ entity: 'order', entityId: 'o1' })).toBe(
      '/admin/audit?entity=order&entityId=o1',
    );
  });
});
