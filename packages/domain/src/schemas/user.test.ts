import { describe, expect, it } from 'vitest';
import {
  loginPayloadSchema,
  loginResponseSchema,
  profileUpdatePayloadSchema,
  registerPayloadSchema,
  userSchema,
  validateSignup,
} from './user.js';

const signup = {
  name: 'Mona Adel',
  email: 'mona@example.com',
  phone: '01001234567',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('validateSignup', () => {
  it('passes a complete form', () => {
    expect(validateSignup(signup)).toBeNull();
  });

  it('reports the first failure in SPEC order', () => {
    expect(validateSignup({})).toBe('nameRequired');
    expect(validateSignup({ ...signup, name: '   ', email: '' })).toBe('nameRequired');
    expect(validateSignup({ ...signup, email: '  ', phone: '' })).toBe('emailRequired');
    expect(validateSignup({ ...signup, email: 'mona@example', phone: '' })).toBe('emailInvalid');
    expect(validateSignup({ ...signup, phone: ' ', password: '1' })).toBe('phoneRequired');
    expect(validateSignup({ ...signup, password: '12345', confirmPassword: 'x' })).toBe('passwordLength');
    expect(validateSignup({ ...signup, confirmPassword: 'secret2' })).toBe('passwordsNotMatch');
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(validateSignup({ ...signup, password: '123456', confirmPassword: '123456' })).toBeNull();
  });

  it("asks for an Egyptian mobile, checkout's rule, in any way people write one", () => {
    expect(validateSignup({ ...signup, phone: '123' })).toBe('phoneInvalid');
    expect(validateSignup({ ...signup, phone: '0223456789' })).toBe('phoneInvalid');
    for (const phone of ['01012345678', '+20 101 234 5678', '٠١٠١٢٣٤٥٦٧٨']) {
      expect(validateSignup({ ...signup, phone })).toBeNull();
    }
  });

  it('keeps the phone as couriers dial it, and refuses a landline at the server too', () => {
    const { confirmPassword: _, ...payload } = signup;
    const parsed = registerPayloadSchema.parse({ ...payload, phone: '+20 101 234 5678' });
    expect(parsed.phone).toBe('01012345678');
    const landline = registerPayloadSchema.safeParse({ ...payload, phone: '0223456789' });
    expect(landline.error?.issues[0]?.message).toBe('phoneInvalid');
    expect(
      profileUpdatePayloadSchema.safeParse({ name: 'Mona', email: 'mona@example.com', phone: '' }).success,
    ).toBe(true);
    expect(
      profileUpdatePayloadSchema.safeParse({ name: 'Mona', email: 'mona@example.com', phone: '12345' }).error
        ?.issues[0]?.message,
    ).toBe('phoneInvalid');
  });

  it('accepts an e-mail typed with spaces around it', () => {
    expect(validateSignup({ ...signup, email: '  mona@example.com ' })).toBeNull();
  });
});

describe('text past its length limit', () => {
  // An outside test found a 120 KB e-mail blocking the server for seconds: the shape check ran
  // after the length check had failed. Each field now stops at its limit.
  const huge = `a@${'a.'.repeat(60_000)} x`;
  const payload = { name: 'Mona', email: 'mona@example.com', phone: '01001234567', password: 'secret1' };

  it('is refused for its length alone, before the e-mail shape is looked at', () => {
    for (const body of [
      registerPayloadSchema.safeParse({ ...payload, email: huge }),
      profileUpdatePayloadSchema.safeParse({ name: 'Mona', email: huge }),
    ]) {
      const issues = body.error?.issues ?? [];
      expect(issues.filter((i) => i.path[0] === 'email').map((i) => i.code)).toEqual(['too_big']);
    }
  });

  it('in a name or phone is refused for its length alone', () => {
    const issues =
      registerPayloadSchema.safeParse({ ...payload, name: 'x'.repeat(200_000), phone: '1'.repeat(200_000) })
        .error?.issues ?? [];
    expect(issues.map((i) => [i.path[0], i.code])).toEqual([
      ['name', 'too_big'],
      ['phone', 'too_big'],
    ]);
  });

  it('fails the signup form as an invalid e-mail', () => {
    expect(validateSignup({ ...signup, email: huge.trim() })).toBe('emailInvalid');
  });
});

describe('registerPayloadSchema', () => {
  const payload = { name: ' Mona ', email: ' Mona@Example.COM ', phone: '01001234567', password: 'secret1' };

  it('trims the name and stores the e-mail lower-cased', () => {
    expect(registerPayloadSchema.parse(payload)).toEqual({
      name: 'Mona',
      email: 'mona@example.com',
      phone: '01001234567',
      password: 'secret1',
    });
  });

  it('accepts the role the signup form sends', () => {
    expect(registerPayloadSchema.safeParse({ ...payload, role: 'user' }).success).toBe(true);
  });

  it('agrees with validateSignup on what is invalid', () => {
    expect(registerPayloadSchema.safeParse({ ...payload, name: '  ' }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...payload, email: 'mona@example' }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...payload, phone: ' ' }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...payload, password: '12345' }).success).toBe(false);
  });

  it('names each failure by its SPEC key, the first one in SPEC order', () => {
    const firstMessage = (input: Record<string, unknown>) =>
      registerPayloadSchema.safeParse(input).error?.issues[0]?.message;
    expect(firstMessage({})).toBe('nameRequired');
    expect(firstMessage({ ...payload, name: '  ', email: '' })).toBe('nameRequired');
    expect(firstMessage({ ...payload, email: ' ' })).toBe('emailRequired');
    expect(firstMessage({ ...payload, email: 'mona@example' })).toBe('emailInvalid');
    expect(firstMessage({ ...payload, phone: undefined })).toBe('phoneRequired');
    expect(firstMessage({ ...payload, phone: ' ' })).toBe('phoneRequired');
    expect(firstMessage({ ...payload, password: '12345' })).toBe('passwordLength');
  });

  it('reports a blank e-mail once, as required rather than also malformed', () => {
    const issues = registerPayloadSchema.safeParse({ ...payload, email: '' }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['emailRequired']);
  });

  it('does not trim passwords', () => {
    expect(registerPayloadSchema.parse({ ...payload, password: ' pass ' }).password).toBe(' pass ');
  });

  it('refuses unknown fields', () => {
    expect(registerPayloadSchema.safeParse({ ...payload, isAdmin: true }).success).toBe(false);
  });
});

describe('loginPayloadSchema', () => {
  it('requires both e-mail and password', () => {
    expect(loginPayloadSchema.safeParse({ email: 'a@b.eg', password: '' }).success).toBe(false);
    expect(loginPayloadSchema.safeParse({ email: ' ', password: 'x' }).success).toBe(false);
  });

  it('lower-cases the e-mail so it matches the stored one', () => {
    expect(loginPayloadSchema.parse({ email: ' A@B.EG', password: 'x' }).email).toBe('a@b.eg');
  });
});

describe('loginResponseSchema', () => {
  it('carries the token beside the user', () => {
    const user = { _id: 'u1', id: 'u1', name: 'Mona', email: 'mona@example.com', phone: null, role: 'user' };
    expect(loginResponseSchema.parse({ status: 'success', token: 'jwt', data: user }).data).toEqual(
      userSchema.parse(user),
    );
  });
});

describe('profileUpdatePayloadSchema', () => {
  it('requires name and a valid e-mail and leaves phone optional', () => {
    expect(profileUpdatePayloadSchema.safeParse({ name: 'Mona', email: 'mona@example.com' }).success).toBe(
      true,
    );
    expect(profileUpdatePayloadSchema.safeParse({ name: '', email: 'mona@example.com' }).success).toBe(false);
    expect(profileUpdatePayloadSchema.safeParse({ name: 'Mona', email: 'mona' }).success).toBe(false);
  });

  it('refuses a role change', () => {
    expect(profileUpdatePayloadSchema.safeParse({ name: 'M', email: 'm@x.eg', role: 'admin' }).success).toBe(
      false,
    );
  });
});

describe('userSchema', () => {
  it('refuses an unknown role', () => {
    expect(
      userSchema.safeParse({ _id: 'u', id: 'u', name: 'n', email: 'e', phone: null, role: 'root' }).success,
    ).toBe(false);
  });
});
