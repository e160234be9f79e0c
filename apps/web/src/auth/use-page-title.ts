import { useDocumentMeta } from '../lib/document-meta.ts';
import { useBrand } from '../lib/skin-settings.ts';

/** "<page> | <brand>" as the document title while the page is shown. */
export function usePageTitle(title: string): void {
  const brand = useBrand();
  useDocumentMeta({ title: brand ? `${title} | ${brand.name}` : undefined });
}
