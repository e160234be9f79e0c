import type { MessageView } from './message-view.ts';

/** A message's picture: a path of this site or an https address, decorative. */
export function MessageImage({ src }: { src: string | null }) {
  if (!src || !(src.startsWith('/') || src.startsWith('https://'))) return null;
  return <img className="message-image" src={src} alt="" loading="lazy" />;
}

/** The values a system message is about (limit, until, bonus ...). */
export function MessageDetails({ details }: { details: MessageView['details'] }) {
  if (details.length === 0) return null;
  return (
    <dl className="message-details">
      {details.map((d) => (
        <div key={d.label} className="message-details__row">
          <dt>{d.label}</dt>
          <dd>{d.value}</dd>
        </div>
      ))}
    </dl>
  );
}
