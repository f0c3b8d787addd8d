import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import toast from 'react-hot-toast';
import { messages } from '@/contract/messages.ts';
import { refreshOwnUser, resendVerification } from '@/data/account.ts';
import { failureOf } from '@/data/transport/call-failure.ts';
import { serverMessage } from '@/features/auth/server-message.ts';
import { translateContract } from '@/i18n/translate-contract.ts';
import { pauseResend } from './resend-cooldown.ts';

/**
 * Asks the server to mail the verification link again and tells its answer
 * as a toast. A send, or the server saying to wait, pauses the offer.
 */
export async function sendVerificationAgain(i18n: I18n): Promise<void> {
  try {
    toast.success(translateContract(i18n, await resendVerification()));
    pauseResend();
  } catch (error) {
    const failure = failureOf(error);
    if (failure.status === 429) pauseResend();
    if (failure.message === messages.alreadyVerified) {
      // Verified meanwhile (on another device): reading the user again hides what asks for it.
      await refreshOwnUser();
      toast.success(translateContract(i18n, failure.message));
      return;
    }
    const fallback = i18n._(msg`Could not send the link. Please try again.`);
    toast.error(failure.status === null ? i18n._(msg`Check your connection.`) : serverMessage(i18n, failure, fallback));
  }
}
