import { useState, type SyntheticEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import type { Message } from '@croupier/contract/messages';
import { useMe } from '../auth/session.ts';
import { formatUtcDateTime } from '../lib/format.ts';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import { messagesQueryOptions, useMessages } from './api/get-messages.ts';
import { readMessage } from './api/read-message.ts';
import { MessageDetails, MessageImage } from './message-parts.tsx';
import { messageView } from './message-view.ts';

/** The inbox: every message, newest first, each opened in place; older ones on request. */
export default function InboxList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('myInbox');
  const messages = useMessages();
  const queryClient = useQueryClient();
  const [read, setRead] = useState<ReadonlySet<number>>(new Set());

  const onOpen = (message: Message) => {
    if (message.read_at !== null || read.has(message.id)) return;
    setRead((ids) => new Set(ids).add(message.id));
    void readMessage(message.id).then(
      () => queryClient.invalidateQueries({ queryKey: messagesQueryOptions().queryKey }),
      () => {},
    );
  };

  if (messages.isPending) return <p className="inbox__status">{t('inbox_loading')}</p>;
  if (messages.isError) {
    return (
      <div className="inbox__status" role="alert">
        <p>{t('inbox_error')}</p>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => void messages.refetch()}
        >
          {t('inbox_retry')}
        </button>
      </div>
    );
  }
  const list = messages.data.pages.flatMap((p) => p.data);
  if (list.length === 0) return <p className="inbox__status">{t('inbox_empty')}</p>;
  return (
    <div className="inbox">
      <ul className="inbox__list">
        {list.map((m) => (
          <InboxEntry
            key={m.id}
            message={m}
            unread={m.read_at === null && !read.has(m.id)}
            onOpen={() => onOpen(m)}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
      {messages.hasNextPage && (
        <button
          type="button"
          className="btn btn--secondary btn--block"
          disabled={messages.isFetchingNextPage}
          onClick={() => void messages.fetchNextPage()}
        >
          {t('inbox_more')}
        </button>
      )}
    </div>
  );
}

function InboxEntry({
  message,
  unread,
  onOpen,
  onNavigate,
}: {
  message: Message;
  unread: boolean;
  onOpen: () => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('myInbox');
  const lang = useLang();
  const player = useMe().data;
  const view = messageView(message, {
    t,
    lang,
    currency: player?.currency.code ?? 'EUR',
    realityMinutes: player?.information.reality_minutes,
  });
  const link = view.primary.action.kind === 'link' ? view.primary : null;
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) onOpen();
  };
  return (
    <li className={`inbox-entry${unread ? ' is-unread' : ''}`}>
      <details onToggle={onToggle}>
        <summary className="inbox-entry__summary">
          <span className="inbox-entry__dot" aria-hidden="true" />
          <span className="inbox-entry__head">
            <span className="inbox-entry__title">
              {unread && <span className="visually-hidden">{t('inbox_new')}: </span>}
              {view.title}
            </span>
            <time className="inbox-entry__time" dateTime={message.created_at}>
              {formatUtcDateTime(message.created_at, lang)}
            </time>
          </span>
          <svg
            className="inbox-entry__chevron"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M6 9l6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </summary>
        <div className="inbox-entry__body">
          <MessageImage src={message.image} />
          <p className="message-text">{view.body}</p>
          <MessageDetails details={view.details} />
          {link && link.action.kind === 'link' && (
            <Link
              to={localizedPath(lang, link.action.path)}
              className="btn btn--secondary btn--sm"
              onClick={onNavigate}
            >
              {link.label}
            </Link>
          )}
        </div>
      </details>
    </li>
  );
}
