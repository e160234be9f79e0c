/* global self */
// Sets up the browser's number, plural and date data (ICU) on a worker's thread. ICU's caches
// belong to the process, so the page's first Intl format afterwards costs its main thread a
// fraction of a millisecond instead of 30-90 ms (on a phone, its longest single task, inside the
// site's first render). Started by the page's inline loader (apps/server/src/plugins/spa.ts).
const lang = new URL(self.location.href).searchParams.get('lang') || undefined;
try {
  const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  new Intl.NumberFormat(lang, Object.assign({ style: 'currency', currency: 'EUR' }, two)).format(1);
  new Intl.NumberFormat(lang, two).format(1.5);
  new Intl.PluralRules(lang).select(1);
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(0);
} catch {
  // an unknown language: the page's own first format sets it up
}
self.close();
