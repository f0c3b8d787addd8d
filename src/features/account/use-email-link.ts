import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { messages } from '@/contract/messages.ts';
import { verifyEmailSchema } from '@/contract/schemas/account.ts';
import { verifyEmail } from '@/data/account.ts';
import { failureOf } from '@/data/transport/call-failure.ts';

export type LinkState =
  | { is: 'checking' }
  | { is: 'verified'; message: string }
  | { is: 'invalid'; message: string }
  /** No answer (offline, server down): the link may still be good. */
  | { is: 'unreachable' };

/** Opens a mailed verification link as the screen opens (data/account.ts sends each token once), and again on `retry`. */
export function useEmailLink(token: string): { state: LinkState; retry: () => void } {
  const malformed = !v.is(verifyEmailSchema, { token });
  const [state, setState] = useState<LinkState>(malformed ? { is: 'invalid', message: messages.tokenInvalid } : { is: 'checking' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (malformed) return;
    let live = true;
    verifyEmail(token).then(
      (message) => live && setState({ is: 'verified', message }),
      (error: unknown) => {
        if (!live) return;
        const failure = failureOf(error);
        setState(failure.status === null ? { is: 'unreachable' } : { is: 'invalid', message: failure.message ?? messages.tokenInvalid });
      },
    );
    return () => {
      live = false;
    };
  }, [token, malformed, round]);
  const retry = () => {
    setState({ is: 'checking' });
    setRound((value) => value + 1);
  };
  return { state, retry };
}
