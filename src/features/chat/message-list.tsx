import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatMessage } from '@/data/messages.ts';
import { formatDateTime } from '@/i18n/format-time.ts';
import { SafetyMenu } from '@/features/safety/safety-menu.tsx';
import { headRow } from '@/features/safety/safety.css.ts';
import { Button } from '@/ui/button.tsx';
import * as css from './chat-screen.css.ts';

interface MessageListProps {
  messages: ChatMessage[];
  selfId: string;
  partnerName: string;
  canLoadOlder: boolean;
  onLoadOlder: () => Promise<void>;
}

/** Oldest at the top, kept scrolled to the newest; older pages come in above without moving the view. */
export function MessageList({ messages, selfId, partnerName, canLoadOlder, onLoadOlder }: MessageListProps) {
  const { t, i18n } = useLingui();
  const box = useRef<HTMLOListElement>(null);
  const newestId = useRef<string | null>(null);
  const heightBefore = useRef(0);
  /** Whether the view is at the newest message, so it stays there while text reflows (fonts, resizing). */
  const pinned = useRef(true);
  const [loading, setLoading] = useState(false);

  useLayoutEffect(() => {
    const list = box.current;
    if (!list) return;
    const newest = messages.at(-1)?._id ?? null;
    if (newest !== newestId.current) {
      pinned.current = true;
      list.scrollTop = list.scrollHeight;
    } else if (heightBefore.current) list.scrollTop += list.scrollHeight - heightBefore.current;
    newestId.current = newest;
    heightBefore.current = 0;
  }, [messages]);

  useEffect(() => {
    const list = box.current;
    if (!list) return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) list.scrollTop = list.scrollHeight;
    });
    for (const item of Array.from(list.children)) observer.observe(item);
    return () => observer.disconnect();
  }, [messages]);

  const onScroll = (list: HTMLOListElement) => {
    pinned.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    if (list.scrollTop < 40) void loadOlder();
  };

  const loadOlder = async () => {
    if (loading || !canLoadOlder) return;
    setLoading(true);
    heightBefore.current = box.current?.scrollHeight ?? 0;
    await onLoadOlder().catch(() => undefined);
    setLoading(false);
  };

  return (
    <ol
      ref={box}
      className={css.messages}
      aria-label={t`Messages`}
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so a keyboard can scroll it.
      tabIndex={0}
      onScroll={(event) => onScroll(event.currentTarget)}
    >
      {canLoadOlder && (
        <li className={css.older}>
          <Button variant="ghost" disabled={loading} onClick={() => void loadOlder()}>
            <Trans>Load older messages</Trans>
          </Button>
        </li>
      )}
      {messages.length === 0 && (
        <li className={css.muted}>
          <Trans>No messages yet. Say hello!</Trans>
        </li>
      )}
      {messages.map((message) => {
        const own = message.sender === selfId;
        return (
          <li key={message._id} className={css.message} data-own={own} data-pending={message.pending}>
            <span className={headRow}>
              <span className={css.author}>{own ? t`You` : partnerName}</span>
              {own || message.pending ? null : (
                <SafetyMenu
                  person={{ _id: message.sender, fullName: partnerName, username: '' }}
                  targetType="message"
                  targetId={message._id}
                  about={{ type: 'user', id: message.sender }}
                  label={t`More for this message`}
                  reportOnly
                />
              )}
            </span>
            <p className={css.content} dir="auto">
              {message.content}
            </p>
            <span className={css.meta}>
              {message.pending ? <Trans>Sending…</Trans> : <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.locale)}</time>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
