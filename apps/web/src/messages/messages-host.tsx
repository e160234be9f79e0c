import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/translation.tsx';
import { useNavigate } from 'react-router';
import { TIMINGS } from '@croupier/contract/constants';
import type { Message } from '@croupier/contract/messages';
import { balanceQueryOptions, getToken, meQueryOptions, useMe } from '../auth/session.ts';
import { BONUS_ROOT } from '../bonus/api.ts';
import { localizedPath } from '../lib/language.ts';
import { useSkinSettings } from '../lib/skin-settings.ts';
import { useLang } from '../lib/use-lang.ts';
import { MESSAGES_QUERY_KEY, messagesQueryOptions } from './api/get-messages.ts';
import { unreadMessageQueryOptions } from './api/get-unread-message.ts';
import { readMessage } from './api/read-message.ts';
import { MessagePopup } from './message-popup.tsx';
import { messageView, type MessageAction } from './message-view.ts';
import { afterFirstScreen, connectRealtime } from './realtime.ts';
import './messages.css';

/**
 * Mounted by the root route while a player is logged in (its own chunk): the in-session message
 * popups and the platform socket.
 *
 * - Polls `me/messages/readone` every 5 s while no popup is open; an unread message opens as a
 *   popup, which marks it read (`me/messages/{id}`); closing it looks for the next at once.
 * - After the first screen, connects the socket: a `message` shows at once, a `campaign` reloads
 *   the balance and the bonus lists (campaignReached's "refresh balance" does the same), and the messages are read again 10 s after connecting. Polling goes on as the
 *   fallback. Logging out unmounts this and so disconnects.
 */
export default function MessagesHost() {
  const { t } = useTranslation('myInbox');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLang();
  const player = useMe().data;
  const refId = useSkinSettings().data?.ref_id;
  const [current, setCurrent] = useState<Message | null>(null);
  const currentRef = useRef<Message | null>(null);
  const shown = useRef(new Set<number>());

  const unread = useQuery({
    ...unreadMessageQueryOptions(),
    enabled: player !== undefined && current === null,
    refetchInterval: current === null ? TIMINGS.messagePollMs : false,
  });

  const refreshInbox = useCallback(
    () => queryClient.invalidateQueries({ queryKey: messagesQueryOptions().queryKey }),
    [queryClient],
  );

  const open = useCallback(
    (message: Message) => {
      if (shown.current.has(message.id)) {
        // Shown already but still unread (marking it failed): mark it again, do not repeat it.
        void readMessage(message.id).then(refreshInbox, () => {});
        return;
      }
      shown.current.add(message.id);
      queryClient.setQueryData(unreadMessageQueryOptions().queryKey, null);
      currentRef.current = message;
      setCurrent(message);
      void readMessage(message.id).then(refreshInbox, () => {});
    },
    [queryClient, refreshInbox],
  );

  useEffect(() => {
    if (current === null && unread.data) open(unread.data);
  }, [current, unread.data, open]);

  const close = useCallback(() => {
    currentRef.current = null;
    setCurrent(null);
  }, []);

  // The balance, the player and the bonus lists: what a campaign's end changes.
  const refreshMoney = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: BONUS_ROOT });
  }, [queryClient]);

  const onAction = useCallback(
    (action: MessageAction) => {
      if (action.kind === 'reload') {
        window.location.reload();
        return;
      }
      close();
      if (action.kind === 'refresh') refreshMoney();
      if (action.kind === 'link') void navigate(localizedPath(lang, action.path));
      if (action.kind === 'home') void navigate(localizedPath(lang, '/'));
    },
    [close, navigate, lang, refreshMoney],
  );

  // The socket, once per player (a new login connects anew with its own token).
  const playerId = player?.id;
  const handlers = useRef({ open, refreshInbox, refreshMoney });
  useEffect(() => {
    handlers.current = { open, refreshInbox, refreshMoney };
  });
  useEffect(() => {
    const token = getToken();
    if (playerId === undefined || !token) return;
    let disconnect: (() => void) | null = null;
    const cancel = afterFirstScreen(() => {
      disconnect = connectRealtime({
        token,
        playerId,
        refId,
        onMessage: (message) => {
          void queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY });
          if (currentRef.current === null && message.read_at === null) {
            handlers.current.open(message);
          }
        },
        onCampaign: () => handlers.current.refreshMoney(),
        onFetch: () => void queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
      });
    });
    return () => {
      cancel();
      disconnect?.();
    };
  }, [playerId, refId, queryClient]);

  const view = useMemo(
    () =>
      current && player
        ? messageView(current, {
            t,
            lang,
            currency: player.currency.code,
            realityMinutes: player.information.reality_minutes,
          })
        : null,
    [current, player, t, lang],
  );

  if (!current || !view) return null;
  return (
    <MessagePopup
      key={current.id}
      message={current}
      view={view}
      countdownText={(seconds) => t('countdown', { seconds })}
      onAction={onAction}
    />
  );
}
