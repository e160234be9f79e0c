/**
 * Test support (not used by the site): a stand-in for lib/translation.tsx in the payment pages' tests.
 * `t` answers the key without the named namespaces' prefix, and with its interpolated values
 * "key(value|value)" (the fallback text left out), so a test reads which text and which values.
 *
 *   vi.mock('../lib/translation.tsx', async () =>
 *     (await import('../payments/test-translation.ts')).fakeI18next(['transactions']),
 *   );
 */
export function fakeI18next(namespaces: readonly string[]) {
  const prefix = new RegExp(`^(${namespaces.join('|')}):`);
  const t = (key: string, options?: Record<string, unknown>) => {
    const values = Object.entries(options ?? {})
      .filter(([name]) => name !== 'defaultValue')
      .map(([, v]) => String(v));
    const bare = key.replace(prefix, '');
    return values.length ? `${bare}(${values.join('|')})` : bare;
  };
  return { useTranslation: () => ({ i18n: { language: 'en' }, t }) };
}
