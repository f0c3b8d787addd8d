import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SendHorizontal } from 'lucide-react';
import { limits } from '@/contract/limits.ts';
import { sendMessage } from '@/data/writes/chat.ts';
import { Button } from '@/ui/button.tsx';
import { visuallyHidden } from '@/ui/visually-hidden.css.ts';
import * as css from './chat-screen.css.ts';

/** Enter sends, Shift+Enter makes a new line; blank text cannot be sent. */
export function MessageComposer({ selfId, partnerId }: { selfId: string; partnerId: string }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const content = text.trim();

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!content) return;
    setText('');
    // Shown at once as pending; the outbox delivers it and undoes it with a toast if refused.
    void sendMessage(selfId, partnerId, content);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <form className={css.composer} onSubmit={send}>
      <label htmlFor={id} className={visuallyHidden}>
        {t({ message: 'Message', context: 'label of the field where a chat message is typed' })}
      </label>
      <textarea
        id={id}
        className={css.input}
        rows={2}
        dir="auto"
        maxLength={limits.message.max}
        placeholder={t`Type a message...`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={!content} aria-label={t`Send`}>
        <SendHorizontal size={20} aria-hidden="true" className={css.sendIcon} />
      </Button>
    </form>
  );
}
