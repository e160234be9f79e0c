/** Only the media store's own images (what the back office uploads) are shown as a logo. */
const OWN_IMAGE = /^\/media\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/**
 * The skin's logo: the image uploaded in the back office (`src`, its text alternative the logo
 * text), else the default: a chip mark and the skin's logo text. The text is the accessible name.
 */
export function Logo({
  text,
  src,
  size = 'md',
}: {
  text: string | null;
  src?: string | null;
  size?: 'md' | 'lg';
}) {
  if (src && text !== null && OWN_IMAGE.test(src) && !src.includes('..')) {
    return (
      <span className={`logo logo--${size}`}>
        <img className="logo__image" src={src} alt={text} />
      </span>
    );
  }
  return (
    <span className={`logo logo--${size}`}>
      <svg className="logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="18" className="logo__mark-ring" />
        <circle cx="20" cy="20" r="12.5" className="logo__mark-face" />
        <path
          className="logo__mark-notch"
          d="M20 2v6M20 32v6M2 20h6M32 20h6M7.3 7.3l4.2 4.2M28.5 28.5l4.2 4.2M32.7 7.3l-4.2 4.2M11.5 28.5l-4.2 4.2"
        />
        <path
          className="logo__mark-spade"
          d="M20 13c-3 3.2-5.5 5-5.5 7.4a2.8 2.8 0 005 1.7L18.6 26h2.8l-.9-3.9a2.8 2.8 0 005-1.7C25.5 18 23 16.2 20 13z"
        />
      </svg>
      {text === null ? (
        <span className="logo__text logo__text--pending" />
      ) : (
        <span className="logo__text">{text}</span>
      )}
    </span>
  );
}
