import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Ban, Flag, Volume2, VolumeX } from 'lucide-react';
import type { ReportTargetType } from '@/contract/schemas/safety.ts';
import { useIsListed } from '@/data/use-is-listed.ts';
import { useSession } from '@/data/session.ts';
import type { ReportRequest } from '@/data/writes/reports.ts';
import { isolate } from '@/i18n/isolate.ts';
import { MenuButton, MenuItem } from '@/ui/menu/menu-button.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { reportTitle } from './report-titles.ts';
import { useSafetyActions, type Person } from './use-safety-actions.ts';

interface SafetyMenuProps {
  /** Whose post, comment, reply, message or account it is. */
  person: Person;
  targetType: ReportTargetType;
  targetId: string;
  /** What the changes screen names for the report. */
  about: ReportRequest['about'];
  /** Names the menu button ("More for the post …"). */
  label: string;
  /** Only Report (a message's menu: block and mute are in the conversation's own). */
  reportOnly?: boolean;
}

/** Report, Mute or Unmute, Block or Unblock; nothing on one's own things. */
export function SafetyMenu({ person, targetType, targetId, about, label, reportOnly = false }: SafetyMenuProps) {
  const { i18n } = useLingui();
  const session = useSession();
  const selfId = session?._id ?? '';
  const actions = useSafetyActions(selfId);
  const [reporting, setReporting] = useState(false);
  if (!session || selfId === person._id) return null;
  const title = reportTitle(i18n, targetType, isolate(person.fullName) ?? '');

  return (
    <>
      <MenuButton label={label}>
        {(close) => (
          <>
            <MenuItem
              icon={Flag}
              onSelect={() => {
                close();
                setReporting(true);
              }}
            >
              {title}
            </MenuItem>
            {reportOnly ? null : <ToggleItems person={person} close={close} actions={actions} />}
          </>
        )}
      </MenuButton>
      {reporting ? (
        <ReportDialog
          title={title}
          onSend={(reason, text) => void actions.report({ targetType, targetId, about }, reason, text)}
          onClose={() => setReporting(false)}
        />
      ) : null}
      {actions.dialog}
    </>
  );
}

/** Mute and Block, read only while the menu is open (a feed holds many menus). */
function ToggleItems({ person, close, actions }: { person: Person; close: () => void; actions: ReturnType<typeof useSafetyActions> }) {
  const { t } = useLingui();
  const blocked = useIsListed('blocked-users', person._id);
  const muted = useIsListed('muted-users', person._id);
  const name = isolate(person.fullName) ?? '';
  return (
    <>
      <MenuItem
        icon={muted ? Volume2 : VolumeX}
        onSelect={() => {
          close();
          void actions.mute(person, !muted);
        }}
      >
        {muted ? t`Unmute ${name}` : t`Mute ${name}`}
      </MenuItem>
      <MenuItem
        icon={Ban}
        onSelect={() => {
          close();
          void actions.block(person, !blocked);
        }}
      >
        {blocked ? t`Unblock ${name}` : t`Block ${name}`}
      </MenuItem>
    </>
  );
}
