import { isAdminMode } from './admin-session.ts';

/**
 * In admin mode every text shows its translation key (`group:key`) instead, so staff can see
 * which key to edit (lib/translation.tsx). Read once per page load: entering or leaving the mode
 * reloads the page.
 */
export const adminKeysShown = isAdminMode();
