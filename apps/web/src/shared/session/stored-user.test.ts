import { userSchema } from '@kahraba/domain';
import { describe, expect, it } from 'vitest';
import { readStoredUser } from './stored-user';

const valid = {
  _id: 'u1',
  id: 'u1',
  name: 'Mona',
  email: 'mona@example.com',
  phone: null,
  role: 'user',
};

// Each case is judged by the domain schema too: the hand-written check must agree with it.
const cases: Array<[string, unknown]> = [
  ['a valid user', valid],
  ['a user with a phone', { ...valid, phone: '01001234567' }],
  ['a staff member', { ...valid, role: 'moderator' }],
  ['ids with spaces around them', { ...valid, _id: '  u1 ', id: ' u1' }],
  ['extra fields', { ...valid, token: 'x', createdAt: '2026-01-01' }],
  ['an unknown role', { ...valid, role: 'root' }],
  ['a missing role', { ...valid, role: undefined }],
  ['a blank id', { ...valid, _id: '   ' }],
  ['an id too long', { ...valid, id: 'x'.repeat(65) }],
  ['a numeric id', { ...valid, id: 42 }],
  ['a missing name', { ...valid, name: undefined }],
  ['a missing phone', { ...valid, phone: undefined }],
  ['a numeric phone', { ...valid, phone: 1001234567 }],
  ['null', null],
  ['an array', [valid]],
  ['a string', 'user'],
];

describe('readStoredUser', () => {
  it.each(cases)('agrees with userSchema on %s', (_, value) => {
    const parsed = userSchema.safeParse(value);
    expect(readStoredUser(value)).toEqual(parsed.success ? parsed.data : null);
  });
});
