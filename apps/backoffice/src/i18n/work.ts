/**
 * Texts of the reports, safer-gambling, KYC and limits queues and campaign editor screens
 * (helper I), merged into `en` with one spread line.
 */
import { campaignFormTexts } from './campaign-form.ts';
import { queuesTexts } from './queues.ts';
import { reportsTexts } from './reports.ts';
import { saferTexts } from './safer.ts';

export const workTexts = {
  ...reportsTexts,
  ...saferTexts,
  ...queuesTexts,
  ...campaignFormTexts,
};
