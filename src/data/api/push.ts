import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const getPushPublicKey = () => http.get<{ publicKey: string }>(paths.pushPublicKey);

export const postPushSubscription = (subscription: PushSubscriptionJSON) => http.post<unknown>(paths.pushSubscriptions, { json: subscription });

/** The token is passed in: on sign-out the session is being cleared alongside. */
export const deletePushSubscription = (endpoint: string, token: string) =>
  http.delete<unknown>(paths.pushSubscriptions, { json: { endpoint }, token });
