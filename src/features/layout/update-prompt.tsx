import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { useWaitingUpdate } from '@/data/register-service-worker.ts';
import { Button } from '@/ui/button.tsx';
import * as css from './update-prompt.css.ts';

/** "A new version is available": reloads only when the person says so; Later hides it until the next visit. */
export function UpdatePrompt() {
  const update = useWaitingUpdate();
  const [later, setLater] = useState<(() => void) | null>(null);
  const shown = update !== null && update !== later;
  return (
    <div role="status" aria-live="polite">
      {shown ? (
        <div className={css.prompt}>
          <p className={css.text}>
            <Sparkles className={css.icon} size={20} aria-hidden="true" />
            <Trans>A new version of PawPals is available.</Trans>
          </p>
          <div className={css.actions}>
            <Button variant="ghost" onClick={() => setLater(() => update)}>
              <Trans context="update">Later</Trans>
            </Button>
            <Button onClick={update}>
              <Trans context="update">Reload</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
