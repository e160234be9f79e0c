/**
 * Types of the staff API's answers, from the contract (types only: no zod in the console's
 * bundle).
 */
import type { z } from 'zod';
import type { staffCampaign, campaignStats } from '@croupier/contract/bonus';
import type { staffDocument } from '@croupier/contract/documents';
import type { staffKycApplicant } from '@croupier/contract/kyc';
import type { staffStatisticRequest } from '@croupier/contract/limits';
import type { Transaction } from '@croupier/contract/payments';

export type StaffDocument = z.infer<typeof staffDocument>;

/** GET /staff/v1/payments rows (apps/server/src/payments/staff-routes.ts staffPaymentView). */
export type StaffPayment = Transaction & {
  player: { id: number; username: string; email: string };
  reference: string | null;
  provider_ref: string | null;
  approved_at: string | null;
  details: Record<string, unknown>;
};

/** POST /staff/v1/payments/statements */
export interface StatementResult {
  statement_id: number;
  entries: number;
  matched: number;
  duplicates: number;
  unmatched: number;
  unmatched_entries: {
    entry_key: string;
    amount: number;
    currency: string;
    variable_symbol: string | null;
    remittance: string | null;
    debtor_name: string | null;
  }[];
}

export type StaffCampaignRow = z.infer<typeof staffCampaign> & {
  stats: z.infer<typeof campaignStats>;
};

export interface Paged<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

/** GET /staff/v1/kyc/applicants rows (our verification service's review queue). */
export type StaffKycApplicant = z.infer<typeof staffKycApplicant>;
/** GET /staff/v1/statistics rows (limit and self-exclusion requests). */
export type StaffLimitRequest = z.infer<typeof staffStatisticRequest>;
