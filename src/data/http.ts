import { announceReachable, announceUnreachable } from './reachability.ts';
import { currentToken, expireSession } from './session.ts';
import { createTransport, type CallRequest } from './transport/transport.ts';

/** The page's transport: a 401 on a call that carried the current token signs out. */
export const transport = createTransport({
  token: currentToken,
  onRevoked: (token) => {
    if (currentToken() === token) void expireSession();
  },
  onReachable: announceReachable,
  onUnreachable: announceUnreachable,
});

type Options = Omit<CallRequest, 'method' | 'path'>;

const data =
  (method: CallRequest['method']) =>
  <T>(path: string, options: Options = {}): Promise<T> =>
    transport.request<T>({ method, path, ...options }).then((answer) => answer.data);

/** Same-origin JSON calls answering the parsed body; a failure throws `CallError`. */
export const http = {
  get: data('GET'),
  post: data('POST'),
  put: data('PUT'),
  patch: data('PATCH'),
  delete: data('DELETE'),
};
