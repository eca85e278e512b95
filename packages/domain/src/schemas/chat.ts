import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { ROLES } from '../taxonomy.js';
import { idSchema, isoDateTimeSchema } from './common.js';

export const chatParticipantSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
});
export type ChatParticipant = z.infer<typeof chatParticipantSchema>;

export const messageSchema = z.object({
  _id: idSchema,
  from: chatParticipantSchema,
  to: chatParticipantSchema,
  message: z.string(),
  createdAt: isoDateTimeSchema,
  read: z.boolean(),
  /** Only on the local copy shown (faded) while the send is in flight. */
  optimistic: z.boolean().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const contactSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  lastMessageAt: isoDateTimeSchema.nullable(),
  /** Messages from this contact the user has not read. */
  unread: z.int().nonnegative(),
});
export type Contact = z.infer<typeof contactSchema>;

export const messagePayloadSchema = z.strictObject({
  to: idSchema,
  message: z.string().trim().min(1).max(LIMITS.chatMessageMax),
});
export type MessagePayload = z.infer<typeof messagePayloadSchema>;
