import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { deleteDraft, emptyDraft, isEmptyDraft, loadDraft, type PostDraft, saveDraft } from '@/data/posts/post-draft.ts';
import { fileKey } from '@/features/content-form/file-key.ts';

/** How long typing pauses before the draft is saved. */
export const draftSaveDelay = 500;

/** What the draft is made of; equal for a form that did not change since it was saved. */
function signature(draft: PostDraft): string {
  return JSON.stringify([draft.title, draft.body, draft.petId, draft.photos.map((photo) => [fileKey(photo.file), photo.alt])]);
}

export type DraftStatus = 'restored' | 'saved' | null;

/**
 * Keeps the add-post form (`current`) as the user's draft: restored once when the form opens
 * (through `onRestore`, if nothing was typed yet), saved half a second after each change and at once
 * when the page is hidden or left, and deleted by `finish` (posted or queued) or `discard`.
 */
export function usePostDraft(userId: string | undefined, current: PostDraft, onRestore: (draft: PostDraft) => void) {
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<DraftStatus>(null);
  const latest = useRef(current);
  latest.current = current;
  /** The signature of the last save started (or of the draft restored): nothing to save while the form still matches it. */
  const saved = useRef(signature(emptyDraft()));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Posted, queued or discarded: nothing more is saved until the form changes again (or never, once posted). */
  const finished = useRef(false);
  const live = useRef(true);

  const save = useEffectEvent(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const draft = latest.current;
    const drawn = signature(draft);
    if (!userId || !ready || finished.current || drawn === saved.current) return;
    saved.current = drawn;
    void saveDraft(userId, draft)
      .then(() => {
        if (live.current) setStatus(isEmptyDraft(draft) ? null : 'saved');
      })
      .catch(() => undefined);
  });

  const restore = useEffectEvent((draft: PostDraft | null) => {
    if (draft && isEmptyDraft(latest.current)) {
      saved.current = signature(draft);
      onRestore(draft);
      setStatus('restored');
    }
    setReady(true);
  });

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void loadDraft(userId)
      .catch(() => null)
      .then((draft) => {
        if (current) restore(draft);
      });
    return () => {
      current = false;
    };
  }, [userId]);

  const drawn = signature(current);
  useEffect(() => {
    if (!ready || drawn === saved.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(save, draftSaveDelay);
  }, [drawn, ready]);

  // A reload, a closed tab, a switch to another app: what was typed since the last save is saved now.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    const leave = () => save();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    live.current = true;
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the form inside the app (the back button, a link) keeps what was typed too.
      save();
      live.current = false;
    };
  }, []);

  const forget = async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    saved.current = signature(emptyDraft());
    setStatus(null);
    // A draft that could not be deleted is no reason to fail the post that was just sent.
    if (userId) await deleteDraft(userId).catch(() => undefined);
  };

  return {
    /** The stored draft was read (and restored, if there was one): what is shared may now be added to it. */
    ready,
    status,
    /** The post was sent or queued: its draft goes, and nothing is saved again. */
    finish: async () => {
      finished.current = true;
      await forget();
    },
    /** The person threw the draft away: it goes, and the emptied form starts a new one when typed in. */
    discard: forget,
  };
}
