import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import type { ReportReason } from '@/contract/schemas/safety.ts';
import type { HiddenPerson } from '@/data/hidden-users.ts';
import { setBlock } from '@/data/writes/blocks.ts';
import { setMute } from '@/data/writes/mutes.ts';
import { sendReport, type ReportRequest } from '@/data/writes/reports.ts';
import { isolate } from '@/i18n/isolate.ts';
import { useConfirm } from '@/ui/dialog/use-confirm.tsx';

export type Person = HiddenPerson;

/**
 * Block (after a question), unblock, mute, unmute and report, each queued in
 * the outbox so it shows at once and reaches the server when it can; render
 * `dialog` for the block question.
 */
export function useSafetyActions(selfId: string) {
  const { t } = useLingui();
  const { confirm, dialog } = useConfirm();

  const queued = async (write: Promise<unknown>, done: string) => {
    try {
      await write;
      toast.success(done);
    } catch {
      toast.error(t`That could not be saved on this device. Please try again.`);
    }
  };

  const block = async (person: Person, on: boolean) => {
    const name = isolate(person.fullName) ?? '';
    if (on) {
      const confirmed = await confirm({
        title: t`Block ${name}?`,
        message: t`Neither of you will see the other's posts, comments or profile, follows between you end, and you cannot message each other. They are not told.`,
        confirmLabel: t({ message: 'Block', context: 'confirm blocking a person' }),
        cancelLabel: t`Cancel`,
        destructive: true,
      });
      if (!confirmed) return;
    }
    await queued(setBlock(selfId, person, on), on ? t`${name} is blocked.` : t`${name} is unblocked.`);
  };

  const mute = (person: Person, on: boolean) => {
    const name = isolate(person.fullName) ?? '';
    return queued(setMute(selfId, person, on), on ? t`${name} is muted: their posts leave your feed.` : t`${name} is unmuted.`);
  };

  const report = (request: Omit<ReportRequest, 'reason' | 'text'>, reason: ReportReason, text: string) =>
    queued(sendReport(selfId, { ...request, reason, text }), t`Thank you for your report. Our moderators will look at it.`);

  return { block, mute, report, dialog };
}
