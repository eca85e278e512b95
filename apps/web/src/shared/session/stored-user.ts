import { ROLES, type Role, type User } from '@kahraba/domain';

// The stored user is read on every page load, before anything renders. It is checked by hand here, to
// the rules of the domain's userSchema (the test holds the two together), because zod would be the
// biggest part of the first download for one small object.

const ID_MAX = 64;

function readId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id.length >= 1 && id.length <= ID_MAX ? id : null;
}

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** The user kept in storage, as userSchema would parse it; null when it is not one. */
export function readStoredUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const candidate = value as Record<string, unknown>;
  const _id = readId(candidate._id);
  const id = readId(candidate.id);
  const { name, email, phone, role } = candidate;
  if (_id === null || id === null) return null;
  if (typeof name !== 'string' || typeof email !== 'string') return null;
  if (phone !== null && typeof phone !== 'string') return null;
  if (!isRole(role)) return null;
  return { _id, id, name, email, phone, role };
}
