/**
 * The server pre-paints a static page or the login form (apps/server/src/site/prepaint.ts) and
 * React replaces it. Sections a visitor opens and what they type in that short window are
 * remembered here and given back by the page, so the first tap or keystroke is never lost.
 */
const opened = new Set<string>();
const typed = new Map<string, string>();
let focused: string | null = null;
let submitted = false;

export function watchPrepaint(root: HTMLElement) {
  // The painting itself: React removes it when it takes over, and the listeners go with it, so
  // nothing typed or opened on the site's own pages is ever recorded here.
  const painted = root.firstElementChild;
  if (!painted) return;
  painted
    .querySelectorAll<HTMLDetailsElement>('details[open][id]')
    .forEach((d) => opened.add(d.id));
  // `toggle` does not bubble: listen in the capture phase.
  painted.addEventListener(
    'toggle',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLDetailsElement) || !target.id) return;
      if (target.open) opened.add(target.id);
      else opened.delete(target.id);
    },
    true,
  );
  // Typed before this script came (the page's code comes after its first paint): as it is now.
  painted.querySelectorAll<HTMLInputElement>('input[id]').forEach((field) => {
    if (field.value) typed.set(field.id, field.value);
  });
  const active = document.activeElement;
  if (active instanceof HTMLInputElement && active.id && painted.contains(active)) {
    focused = active.id;
  }
  const w = window as { __croupierPrepaintSubmit?: number };
  if (w.__croupierPrepaintSubmit) submitted = true;
  painted.addEventListener('input', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.id) typed.set(target.id, target.value);
  });
  painted.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('[data-prepaint-submit]')) {
        submitted = true;
      }
    },
    true,
  );
  painted.addEventListener('focusin', (event) => {
    const target = event.target;
    focused = target instanceof HTMLInputElement && target.id ? target.id : null;
  });
}

/** What was typed into the painted field `id` before the site took over (read once). */
export function takePrepaintValue(id: string): string | undefined {
  const value = typed.get(id);
  typed.delete(id);
  return value;
}

/** The painted field that had the focus when the site took over, if any (read once). */
export function takePrepaintFocus(): string | null {
  const id = focused;
  focused = null;
  return id;
}

/** The ids of the sections opened before the site took over (read once). */
export function takePrepaintOpenSections(): string[] {
  const ids = [...opened];
  opened.clear();
  return ids;
}

/** Whether the painted form was sent (its button, or Enter) before the site took over (read once). */
export function takePrepaintSubmit(): boolean {
  const was =
    submitted ||
    Boolean((window as { __croupierPrepaintSubmit?: number }).__croupierPrepaintSubmit);
  submitted = false;
  delete (window as { __croupierPrepaintSubmit?: number }).__croupierPrepaintSubmit;
  return was;
}
