import { useEffect } from 'react';
import { useBrand } from './skin-settings.ts';

/** Sets `document.title` to "Page | Brand" (the brand once the skin settings are known). */
export function useDocumentTitle(title: string | undefined): void {
  const brand = useBrand()?.name;
  useEffect(() => {
    if (!title) return;
    document.title = brand ? `${title} | ${brand}` : title;
  }, [title, brand]);
}
