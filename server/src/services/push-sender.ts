import webpush from 'web-push';
import type { VapidKeys } from './push-keys.ts';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Sends one payload and answers the push service's status; throws only when no answer came. Tests pass their own. */
export type PushSender = (target: PushTarget, payload: string) => Promise<number>;

const oneDaySeconds = 24 * 60 * 60;

export function webPushSender(keys: VapidKeys): PushSender {
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return async (target, payload) => {
    try {
      const result = await webpush.sendNotification(target, payload, { vapidDetails, TTL: oneDaySeconds, timeout: 10_000 });
      return result.statusCode;
    } catch (error) {
      if (error instanceof webpush.WebPushError) return error.statusCode;
      throw error;
    }
  };
}
