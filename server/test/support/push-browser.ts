import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';

/** What a browser keeps for one push subscription: its P-256 key pair and its 16-byte auth secret. */
export interface BrowserPushKeys {
  ecdh: ECDH;
  authSecret: Buffer;
  /** As PushSubscription.toJSON() gives them: base64url. */
  keys: { p256dh: string; auth: string };
}

export function newBrowserPushKeys(): BrowserPushKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { ecdh, authSecret, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } };
}

const tagLength = 16;
const lastRecordDelimiter = 2;

/**
 * Decrypts an aes128gcm push message body as the browser does (RFC 8291 keys
 * on RFC 8188 content coding): one record, whose padding ends at the last
 * non-zero byte, the delimiter 2.
 */
export function decryptPushBody(body: Buffer, browser: BrowserPushKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('more than one record');

  const ecdhSecret = browser.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, browser.authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - tagLength));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - tagLength)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== lastRecordDelimiter) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * The VAPID claims of an `Authorization: vapid t=…, k=…` header, after
 * checking that `k` is the server's public key and that it signed `t` (ES256).
 */
export function verifiedVapidClaims(authorization: string | undefined, serverPublicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== serverPublicKey) throw new Error('signed with another key');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
}
