import { type User, userSchema } from '@kahraba/domain';
import { type SessionStore, sessionStore, USER_KEY } from '../../../shared/session/session-store';

/**
 * Folds fresh user data (a profile edit, GET /user/me) into the stored session user. SPEC §7: the
 * PATCH answer is "merged into stored user".
 */
export function mergeSessionUser(update: User, store: SessionStore = sessionStore): void {
  const { user } = store.getSnapshot();
  if (!user || user.id !== update.id) return;
  const merged = { ...user, ...update };
  if (JSON.stringify(merged) !== JSON.stringify(user)) store.signIn(merged);
}

export type StoredUserProblem = 'missing' | 'unreadable';

/**
 * Why there is no usable stored user (SPEC §8: "no user data", "error on parse failure"): nothing
 * stored at all, or something stored that is not a user.
 */
export function storedUserProblem(storage: Storage = localStorage): StoredUserProblem {
  const raw = storage.getItem(USER_KEY);
  if (raw === null || raw === '') return 'missing';
  try {
    return userSchema.safeParse(JSON.parse(raw)).success ? 'missing' : 'unreadable';
  } catch {
    return 'unreadable';
  }
}
