import { describe, expect, it } from 'vitest';
import { normalizeEgyptianMobile } from '../phone.js';
import { addressWritePayloadSchema } from './address.js';
import { orderPayloadSchema } from './order.js';

const valid = {
  label: 'Home',
  recipientName: 'Mona Hassan',
  phone: '010 1234 5678',
  governorateId: 'giza',
  areaId: 'dokki',
  street: '12 Tahrir St',
  building: '5',
  floor: '3',
  apartment: '7',
};

const firstMessage = (input: unknown) => addressWritePayloadSchema.safeParse(input).error?.issues[0]?.message;

describe('addressWritePayloadSchema', () => {
  it('accepts an address by governorate and area, with no postal code, and normalises the phone', () => {
    const parsed = addressWritePayloadSchema.parse(valid);
    expect(parsed).toMatchObject({ phone: '01012345678', landmark: null, isDefault: false });
  });

  it('refuses an area of another governorate', () => {
    expect(firstMessage({ ...valid, areaId: 'nasr-city' })).toBe('AREA_NOT_IN_GOVERNORATE');
  });

  it('refuses an unknown governorate', () => {
    expect(firstMessage({ ...valid, governorateId: 'atlantis' })).toBe('GOVERNORATE_NOT_FOUND');
  });

  it('refuses a number that is not an Egyptian mobile', () => {
    expect(firstMessage({ ...valid, phone: '0223456789' })).toBe('MOBILE_INVALID');
    expect(firstMessage({ ...valid, phone: '01312345678' })).toBe('MOBILE_INVALID');
  });

  it('names each missing required field by its own code', () => {
    expect(firstMessage({ ...valid, recipientName: '  ' })).toBe('RECIPIENT_REQUIRED');
    expect(firstMessage({ ...valid, street: '' })).toBe('STREET_REQUIRED');
    expect(firstMessage({ ...valid, building: '' })).toBe('BUILDING_REQUIRED');
  });
});

describe('normalizeEgyptianMobile', () => {
  it('reads +20, 0020 and Arabic-Indic digits as the 11-digit number', () => {
    expect(normalizeEgyptianMobile('+20 101 234 5678')).toBe('01012345678');
    expect(normalizeEgyptianMobile('00201012345678')).toBe('01012345678');
    expect(normalizeEgyptianMobile('٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
  });
});

describe('orderPayloadSchema addresses', () => {
  const base = { paymentMethod: 'cash', shippingMethod: 'standard' };
  const freeForm = {
    firstName: 'Mona',
    lastName: 'Hassan',
    email: 'mona@example.com',
    phone: '01012345678',
    address: '12 Tahrir St',
    city: 'Giza',
  };

  it('takes a saved address id or a free-form address with an optional postal code', () => {
    expect(orderPayloadSchema.safeParse({ ...base, addressId: 'a1' }).success).toBe(true);
    expect(orderPayloadSchema.parse({ ...base, shippingAddress: freeForm }).shippingAddress?.postalCode).toBe(
      '',
    );
  });

  it('wants exactly one of them', () => {
    const neither = orderPayloadSchema.safeParse(base);
    expect(neither.error?.issues[0]?.message).toBe('SHIPPING_ADDRESS_REQUIRED');
    expect(
      orderPayloadSchema.safeParse({ ...base, addressId: 'a1', shippingAddress: freeForm }).success,
    ).toBe(false);
  });

  it('checks a free-form area against its governorate', () => {
    const bad = orderPayloadSchema.safeParse({
      ...base,
      shippingAddress: { ...freeForm, governorateId: 'cairo', areaId: 'dokki' },
    });
    expect(bad.error?.issues[0]?.message).toBe('AREA_NOT_IN_GOVERNORATE');
  });
});
