import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const getPushPublicKey = () => http.get(paths.pushPublicKey).json<{ publicKey: string }>();

export const postPushSubscription = (subscription: PushSubscriptionJSON) =>
  http.post(paths.pushSubscriptions, { json: subscription });

/** The token is passed in: on sign-out the session is being cleared alongside. */
export const deletePushSubscription = (endpoint: string, token: string) =>
  http.delete(paths.pushSubscriptions, { json: { endpoint }, headers: { authorization: `Bearer ${token}` } });
