import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default costs (19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password);

/** A hash of nothing anyone knows: an unknown account costs as much time as a known one. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const target = stored ?? (await (dummyHash ??= hash(`unknown-account-${Math.random()}`)));
  try {
    const ok = await verify(target, password);
    return ok && stored !== null;
  } catch {
    return false;
  }
}
