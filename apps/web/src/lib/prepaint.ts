/**
 * The server pre-paints a static page (apps/server/src/site/prepaint.ts) and React replaces it.
 * Sections a visitor opens in that short window are remembered here and reopened by the page,
 * so the first tap is never lost.
 */
const opened = new Set<string>();

export function watchPrepaint(root: HTMLElement) {
  const record = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLDetailsElement) || !target.id) return;
    if (target.open) opened.add(target.id);
    else opened.delete(target.id);
  };
  root.querySelectorAll<HTMLDetailsElement>('details[open][id]').forEach((d) => opened.add(d.id));
  // `toggle` does not bubble: listen in the capture phase.
  root.addEventListener('toggle', record, true);
}

/** The ids of the sections opened before the site took over (read once). */
export function takePrepaintOpenSections(): string[] {
  const ids = [...opened];
  opened.clear();
  return ids;
}
