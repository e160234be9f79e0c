import { useMemo, type MouseEvent, type Ref } from 'react';
import { useNavigate } from 'react-router';
import type { Language } from '@croupier/contract/constants';
import { languageFromPath, localizedPath } from '../lib/language.ts';

/** Site-internal links in CMS HTML (`href="/..."`) get the language prefix, unless they have one. */
export function localizeCmsLinks(html: string, lang: Language): string {
  return html.replace(
    /(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/gi,
    (_whole, start: string, href: string) => {
      const path = href.replace(/&amp;/g, '&');
      const localized = languageFromPath(path.split(/[?#]/)[0] ?? '')
        ? path
        : localizedPath(lang, path);
      return `${start}${localized.replace(/&/g, '&amp;')}"`;
    },
  );
}

/**
 * HTML from the CMS (already sanitised by the server) as readable prose. Internal links move
 * inside the app instead of reloading it.
 */
export function CmsContent({
  html,
  lang,
  ref,
  className = '',
}: {
  html: string;
  lang: Language;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}) {
  const navigate = useNavigate();
  const localized = useMemo(() => localizeCmsLinks(html, lang), [html, lang]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    if (anchor.target && anchor.target !== '_self') return;
    const href = anchor.getAttribute('href') ?? '';
    if (href.startsWith('#') && href.length > 1) {
      event.preventDefault();
      void navigate({ hash: href }, { preventScrollReset: true });
    } else if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      void navigate(href);
    }
  };

  return (
    // The links inside are the interactive elements; the click is only delegated here.
    <div
      ref={ref}
      className={`cms-content ${className}`}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: localized }}
    />
  );
}
