import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Undo2 } from 'lucide-react';
import type { ListedPerson } from '@/data/safety-lists.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { Button } from '@/ui/button.tsx';
import * as css from './blocked-screen.css.ts';

/** One blocked or muted person, with Undo (described by their name); a change not yet sent says so. */
export function ListedPersonItem({ person, onUndo }: { person: ListedPerson; onUndo: () => void }) {
  const { t } = useLingui();
  const nameId = useId();
  const name = person.fullName || person.username;
  return (
    <li className={css.item} data-testid="listed-person">
      <Avatar src={null} username={person.username || name} size="sm" />
      <div className={css.who}>
        <bdi id={nameId} className={css.name}>
          {name || t`Someone`}
        </bdi>
        {person.username ? (
          <span className={css.handle} dir="ltr">
            @{person.username}
          </span>
        ) : null}
        {person.waiting ? <span className={css.waiting}>{t`Waiting to be sent`}</span> : null}
      </div>
      <Button variant="secondary" onClick={onUndo} aria-describedby={nameId}>
        <Undo2 size={18} aria-hidden="true" className={css.undoIcon} />
        {t({ message: 'Undo', context: 'lift a block or a mute' })}
      </Button>
    </li>
  );
}
