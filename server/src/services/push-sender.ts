import webpush from 'web-push';
import type { VapidKeys } from './push-keys.ts';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Sends one payload and answers the push service's status; throws only when
 * no answer came (network error, or `signal` aborted). Tests pass their own.
 */
export type PushSender = (target: PushTarget, payload: string, signal?: AbortSignal) => Promise<number>;

const oneDaySeconds = 24 * 60 * 60;

/**
 * web-push encrypts the payload for the browser (aes128gcm) and signs the
 * VAPID header; the request goes out through fetch so it can be aborted.
 * Redirects are not followed: the endpoint was checked, where it points is not.
 */
export function webPushSender(keys: VapidKeys): PushSender {
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return async (target, payload, signal) => {
    const request = webpush.generateRequestDetails(target, payload, { vapidDetails, TTL: oneDaySeconds, contentEncoding: 'aes128gcm' });
    // fetch measures the body itself.
    const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body),
      signal,
      redirect: 'manual',
    });
    await response.body?.cancel();
    return response.status;
  };
}
