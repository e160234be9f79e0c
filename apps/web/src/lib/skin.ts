/** The skin's public Basic credentials, injected by the server into index.html. */
export function skinAuthorization(): string {
  const content = document.querySelector('meta[name="croupier-skin"]')?.getAttribute('content');
  return content ? `Basic ${content}` : '';
}
