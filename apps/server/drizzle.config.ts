import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/server/src/db/schema.ts',
    './apps/server/src/wallet/schema.ts',
    './apps/server/src/studio/schema.ts',
    './apps/server/src/limits/schema.ts',
    './apps/server/src/messages/schema.ts',
    './apps/server/src/files/schema.ts',
    './apps/server/src/documents/schema.ts',
    './apps/server/src/kyc/schema.ts',
    './apps/server/src/surveys/schema.ts',
    './apps/server/src/compliance/schema.ts',
    './apps/server/src/payments/schema.ts',
    './apps/server/src/safer/schema.ts',
    './apps/server/src/providers/schema.ts',
    './apps/server/src/virtual-sports/schema.ts',
    './apps/server/src/jackpots/schema.ts',
  ],
  out: './apps/server/drizzle',
});
