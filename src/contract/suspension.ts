/**
 * Why and until when an account is suspended: the login's 403 carries it in
 * `errors`, and the account's open sockets hear it (`account:suspended`)
 * just before they are closed. `suspendedUntil` is an ISO time, or `forever`.
 */
export interface SuspensionNotice {
  suspendedUntil: string;
  reason: string;
}
