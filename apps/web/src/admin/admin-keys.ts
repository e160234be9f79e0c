import type { PostProcessorModule } from 'i18next';
import { isAdminMode } from './admin-session.ts';

/**
 * In admin mode every text shows its translation key (`group:key`) instead, so staff can see
 * which key to edit. Read once per page load: entering or leaving the mode reloads the page.
 */
const active = isAdminMode();

export function translationKey(key: string | string[], ns: unknown): string {
  const first = Array.isArray(key) ? (key[0] ?? '') : key;
  if (first.includes(':')) return first;
  const group = Array.isArray(ns) ? (ns[0] as unknown) : ns;
  return typeof group === 'string' && group ? `${group}:${first}` : first;
}

export const adminKeys: PostProcessorModule = {
  type: 'postProcessor',
  name: 'adminKeys',
  process(value, key, options) {
    return active ? translationKey(key, (options as { ns?: unknown }).ns) : value;
  },
};
