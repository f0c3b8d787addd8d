import { deletePushSubscription, getPushPublicKey, postPushSubscription } from './api/push.ts';

export type PushState = 'unsupported' | NotificationPermission;

export function pushState(): PushState {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission;
}

/**
 * The worker's registration. Right after the first load it may still be
 * registering, so wait a while for it, but not forever where workers are
 * blocked (tests, some browsers).
 */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (pushState() === 'unsupported') return undefined;
  const now = await navigator.serviceWorker.getRegistration();
  if (now) return now;
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 15_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** After sign-in, when permission is already granted: this browser's subscription goes to the server. */
export async function keepPushSubscription(): Promise<void> {
  if (pushState() !== 'granted') return;
  const reg = await registration();
  if (!reg) return;
  let subscription = await reg.pushManager.getSubscription();
  if (!subscription) {
    const { publicKey } = await getPushPublicKey();
    subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  }
  await postPushSubscription(subscription.toJSON());
}

/** Asks for permission; call only from a user's click. Resolves to the permission given. */
export async function enablePush(): Promise<PushState> {
  if (pushState() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'granted') await keepPushSubscription();
  return permission;
}

/**
 * On sign-out: the server forgets this browser (best effort, with the token
 * that was in use) and the browser drops the subscription, so a push for the
 * old user can never reach it (the push service then answers 410 and the
 * server deletes its row).
 */
export async function stopPush(token: string): Promise<void> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint, token).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
