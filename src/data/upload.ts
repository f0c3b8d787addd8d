import { transport } from './http.ts';

/** How one upload is sent: its progress, and the key that makes sending the same content again apply once. */
export interface Sending {
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** The form's submission key; without one, each call gets a fresh key. */
  idempotencyKey?: string;
}

/** A multipart upload with progress, through the page's transport. */
export const upload = <T>(method: 'POST' | 'PUT', path: string, form: FormData, sending: Sending = {}): Promise<T> =>
  transport.upload<T>({ method, path, form, ...sending });
