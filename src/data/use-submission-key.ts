import { useRef } from 'react';
import { SubmissionKeys } from './submission-key.ts';

/**
 * The form's submission keys: call `keyFor(values)` with what is being sent
 * and pass the key to the create call; call `succeeded()` once it worked.
 */
export function useSubmissionKey(): SubmissionKeys {
  const keys = useRef<SubmissionKeys | null>(null);
  keys.current ??= new SubmissionKeys();
  return keys.current;
}
