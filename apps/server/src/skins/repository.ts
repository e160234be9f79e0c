import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { skins } from '../db/schema.ts';

export async function findSkinByApiKey(db: Executor, apiKey: string) {
  const rows = await db
    .select({ id: skins.id, apiSecretHash: skins.apiSecretHash })
    .from(skins)
    .where(eq(skins.apiKey, apiKey));
  return rows[0];
}

export async function findSkin(db: Executor, id: number) {
  const rows = await db.select().from(skins).where(eq(skins.id, id));
  return rows[0];
}

export async function setMaintenance(db: Executor, id: number, on: boolean) {
  await db.update(skins).set({ inMaintenance: on }).where(eq(skins.id, id));
}

export async function listSkins(db: Executor) {
  return db.select().from(skins);
}
