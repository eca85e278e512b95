import { describe, expect, it } from 'vitest';
import { errorsStillShown } from './address-form-data';

describe('errorsStillShown', () => {
  it('keeps the messages of fields still wrong, drops those fixed, and adds none for fields not yet complained about', () => {
    const shown = { recipientName: 'Enter a name', street: 'Enter a street' };
    const check = { ok: false as const, errors: { street: 'Enter a street', building: 'Enter a building' } };
    expect(errorsStillShown(shown, check)).toEqual({ street: 'Enter a street' });
  });

  it('shows nothing once the whole address passes', () => {
    const valid = { ok: true as const, address: {} as never };
    expect(errorsStillShown({ street: 'Enter a street' }, valid)).toEqual({});
  });
});
