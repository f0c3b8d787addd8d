import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useOnline } from '@/data/online.ts';
import { Button } from '@/ui/button.tsx';
import * as css from './form.css.ts';

/** An edit form's delete button: offline, or while deleting, it cannot be pressed. */
export function DeleteButton({ label, deleting, onDelete }: { label: string; deleting: boolean; onDelete: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  return (
    <Button variant="secondary" className={css.danger} disabled={deleting || !online} onClick={onDelete}>
      <Trash2 size={18} aria-hidden="true" />
      {deleting ? t`Deleting...` : label}
    </Button>
  );
}
