import { describe, expect, it } from 'vitest';
import { contactSchema, messagePayloadSchema, messageSchema } from './chat.js';

describe('messagePayloadSchema', () => {
  it('trims the message', () => {
    expect(messagePayloadSchema.parse({ to: 'u2', message: '  hello  ' })).toEqual({
      to: 'u2',
      message: 'hello',
    });
  });

  it('refuses a blank message or a missing contact', () => {
    expect(messagePayloadSchema.safeParse({ to: 'u2', message: '   ' }).success).toBe(false);
    expect(messagePayloadSchema.safeParse({ message: 'hi' }).success).toBe(false);
  });

  it('allows at most 2000 characters', () => {
    expect(messagePayloadSchema.safeParse({ to: 'u2', message: 'x'.repeat(2000) }).success).toBe(true);
    expect(messagePayloadSchema.safeParse({ to: 'u2', message: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('messageSchema', () => {
  const message = {
    _id: 'm1',
    from: { _id: 'u1', name: 'Mona', email: 'mona@example.com' },
    to: { _id: 'u2', name: 'Support', email: 'support@kahraba.eg' },
    message: 'مرحبا',
    createdAt: '2026-11-22T10:00:00.000Z',
    read: false,
  };

  it('accepts a server message and an optimistic local copy', () => {
    expect(messageSchema.safeParse(message).success).toBe(true);
    expect(messageSchema.parse({ ...message, optimistic: true }).optimistic).toBe(true);
  });
});

describe('contactSchema', () => {
  it('accepts a contact that was never written to', () => {
    const contact = {
      _id: 'u2',
      name: 'Support',
      email: 's@k.eg',
      role: 'moderator',
      lastMessageAt: null,
      unread: 0,
    };
    expect(contactSchema.parse(contact)).toEqual(contact);
    expect(contactSchema.safeParse({ ...contact, unread: -1 }).success).toBe(false);
  });
});
