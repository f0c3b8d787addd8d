import { hash, verify } from '@node-rs/argon2';

/** Argon2id (algorithm 2), memory-hard; the memory cost comes from the config so tests can lower it. */
const argon2id = 2;

export function createPasswordHasher(memoryCost: number) {
  return {
    hash: (password: string) => hash(password, { algorithm: argon2id, memoryCost, timeCost: 2, parallelism: 1 }),
    verify: async (passwordHash: string, password: string) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
