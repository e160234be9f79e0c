import { STORAGE_KEYS } from '@croupier/contract/constants';

/**
 * Admin mode: a staff member logged in through the hidden admin-access page. The session
 * values only cache what the server issued (a staff token and the staff member's name); no
 * credentials live in the site. The mode is on when all three values exist.
 */
export interface AdminSession {
  token: string;
  nickname: string;
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function adminSession(): AdminSession | null {
  const token = read(STORAGE_KEYS.adminToken);
  const nickname = read(STORAGE_KEYS.adminNickname);
  const translations = read(STORAGE_KEYS.adminTranslations);
  if (!token || nickname === null || translations !== '1') return null;
  return { token, nickname };
}

export function isAdminMode(): boolean {
  return adminSession() !== null;
}

export function startAdminSession(session: AdminSession): void {
  sessionStorage.setItem(STORAGE_KEYS.adminToken, session.token);
  sessionStorage.setItem(STORAGE_KEYS.adminNickname, session.nickname);
  sessionStorage.setItem(STORAGE_KEYS.adminTranslations, '1');
}

export function clearAdminSession(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEYS.adminToken);
    sessionStorage.removeItem(STORAGE_KEYS.adminNickname);
    sessionStorage.removeItem(STORAGE_KEYS.adminTranslations);
  } catch {
    // storage unavailable: nothing was stored either
  }
}
