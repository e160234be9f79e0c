import { useEffect } from 'react';

function setMetaTag(name: string, content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const created = !tag;
  const previous = tag?.content ?? '';
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
  const element = tag;
  return () => {
    if (created) element.remove();
    else element.content = previous;
  };
}

/**
 * Sets document.title and the description and keywords meta tags while the calling page is
 * shown; the previous values come back when it goes away.
 */
export function useDocumentMeta(meta: { title?: string; description?: string; keywords?: string }) {
  const { title, description, keywords } = meta;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  useEffect(
    () => (description ? setMetaTag('description', description) : undefined),
    [description],
  );
  useEffect(() => (keywords ? setMetaTag('keywords', keywords) : undefined), [keywords]);
}
