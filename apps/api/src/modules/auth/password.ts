import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// Algorithm.Argon2id; the package exports it as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes): slow enough to resist guessing, fast enough for a login.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run one per core at most. Each holds its 19 MiB for as long as it runs, and more at once
 * finish no sooner: on 2 cores a burst of logins ran four (the thread pool's size), which took the
 * server's memory twice as high as two do, in the same time.
 */
const hashing = pLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
