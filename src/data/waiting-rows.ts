import { useEffect, useState } from 'react';
import type { OutboxStatus } from './db.ts';
import { db } from './db.ts';
import { rowPhotos } from './outbox/row-photos.ts';
import { useLiveQuery } from './use-live-query.ts';

/** A row still in the outbox, as a card shows it: waiting or refused, and how many of its photos are up. */
export interface WaitingRow {
  status: OutboxStatus;
  /** Photos uploaded ahead so far, out of `photos`. */
  sent: number;
  photos: number;
}

export async function waitingRow(rowId: string): Promise<WaitingRow | null> {
  const row = await db.outbox.get(rowId);
  if (!row) return null;
  const photos = await db.outboxPhotos.where('rowId').equals(rowId).toArray();
  return { status: row.status, sent: photos.filter((photo) => photo.mediaId).length, photos: photos.length };
}

/** The outbox row of this id, kept current; null when there is none (the item is on the server), undefined while reading. */
export const useWaitingRow = (rowId: string | null): WaitingRow | null | undefined => useLiveQuery(() => (rowId ? waitingRow(rowId) : null), [rowId]);

export interface LocalPhoto {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** A waiting row's photos, shown from the blobs kept with it; the object URLs are revoked when no longer shown. */
export function useLocalPhotos(rowId: string | null): LocalPhoto[] {
  const [photos, setPhotos] = useState<LocalPhoto[]>([]);
  useEffect(() => {
    if (!rowId) return;
    let urls: string[] = [];
    let live = true;
    void rowPhotos(rowId).then((rows) => {
      if (!live) return;
      urls = rows.map((row) => URL.createObjectURL(row.blob));
      setPhotos(rows.map((row, index) => ({ url: urls[index] ?? '', alt: row.alt, width: row.width, height: row.height })));
    });
    return () => {
      live = false;
      for (const url of urls) URL.revokeObjectURL(url);
      setPhotos([]);
    };
  }, [rowId]);
  return photos;
}
