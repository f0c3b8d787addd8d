import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { getValue, getValues, reset, setValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { messages } from '@/contract/messages.ts';
import { createPostSchema } from '@/contract/schemas/posts.ts';
import { useOnline } from '@/data/online.ts';
import { createPost } from '@/data/posts/post-writes.ts';
import { queueNewPost } from '@/data/posts/offline-post.ts';
import { isEmptyDraft, withShared } from '@/data/posts/post-draft.ts';
import { useSession } from '@/data/session.ts';
import { preparePhoto } from '@/data/photos/prepare-photo.ts';
import type { PhotoToSend } from '@/data/photos/photo-to-send.ts';
import { useSharedPost } from '@/data/posts/use-shared-post.ts';
import { useSubmissionKey } from '@/data/use-submission-key.ts';
import { translateContract } from '@/i18n/translate-contract.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { Button } from '@/ui/button.tsx';
import { useConfirm } from '@/ui/dialog/use-confirm.tsx';
import { TextAreaField } from '@/ui/form/text-area-field.tsx';
import { TextField } from '@/ui/form/text-field.tsx';
import { useValibotForm } from '@/ui/form/use-valibot-form.ts';
import { narrow, page } from '@/ui/layout.css.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { BusyButton } from '@/features/content-form/busy-button.tsx';
import { failureText } from '@/features/content-form/failure-text.ts';
import { keepOffline } from '@/features/content-form/keep-offline.ts';
import { ImagePicker } from '@/features/content-form/image-picker.tsx';
import { OfflineNotice } from '@/features/content-form/offline-notice.tsx';
import { PetSelect } from './pet-select.tsx';
import { UploadProgress } from '@/features/content-form/upload-progress.tsx';
import * as css from '@/features/content-form/form.css.ts';
import { usePostDraft } from './use-post-draft.ts';
import { emptyPostForm, type PostFormValues } from './post-form-values.ts';

/** `shared`: opened by a share from another app; what was shared is attached once. */
export function AddPostScreen({ shared = false }: { shared?: boolean }) {
  const { t, i18n } = useLingui();
  const me = useSession();
  const navigate = useNavigate();
  const online = useOnline();
  useSignals();
  const [form, { Form, Field }] = useValibotForm<PostFormValues>(createPostSchema, emptyPostForm);
  // Read as signals: the draft below is saved again whenever one of them changes.
  const values: PostFormValues = { ...emptyPostForm, ...getValues(form) };
  const [photos, setPhotos] = useState<PhotoToSend[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const submission = useSubmissionKey();
  useDocumentTitle(t`Create post`);
  const draft = usePostDraft(me?._id, { ...values, photos }, (restored) => {
    setValues(form, { title: restored.title, body: restored.body, petId: restored.petId });
    setPhotos(restored.photos);
  });
  const { confirm, dialog } = useConfirm();
  const sharedPost = useSharedPost(shared);
  // A share adds to the draft, if there is one, rather than replacing it (withShared says how).
  const attachShared = useEffectEvent((post: NonNullable<typeof sharedPost>) => {
    const merged = withShared({ ...values, photos }, post);
    setValues(form, { title: merged.title, body: merged.body, petId: merged.petId });
    for (const file of post.files) void preparePhoto(file);
    setPhotos(merged.photos);
    if (post.refused.length > 0) {
      const names = post.refused.join(', ');
      toast.error(t`Invalid file type(s): ${names}. Only JPG, JPEG, and PNG files are allowed.`);
    }
  });
  // Attached once, when the shared items are read and the draft, if any, is back in the form.
  useEffect(() => {
    if (sharedPost && draft.ready) attachShared(sharedPost);
  }, [sharedPost, draft.ready]);

  const discardDraft = async () => {
    const sure = await confirm({
      title: t`Discard this draft?`,
      message: t`The title, text, pet and photos you added are removed from this device.`,
      confirmLabel: t`Discard draft`,
      cancelLabel: t`Keep writing`,
      destructive: true,
    });
    if (!sure) return;
    await draft.discard();
    reset(form, { initialValues: emptyPostForm });
    setPhotos([]);
  };

  /** Before the form's own check, which marks the fields: an empty body is also said in a toast. */
  const sayBodyMissing = () => {
    if (progress === null && !getValue(form, 'body')?.trim()) toast.error(translateContract(i18n, messages.postBodyRequired));
  };

  const submit = async ({ title, body, petId }: PostFormValues) => {
    if (progress !== null || !me) return;
    setProgress(0);
    const fields = { title: title.trim(), body: body.trim(), petId: petId || null };
    if (!online) {
      await queueOffline(fields);
      return;
    }
    try {
      await createPost(fields, photos, { onProgress: setProgress, idempotencyKey: submission.keyFor({ fields, photos }) });
      submission.succeeded();
      await draft.finish();
      toast.success(t`Post created successfully!`);
      await navigate({ to: '/feed' });
    } catch (error) {
      toast.error(await failureText(i18n, error, t`Failed to create post`, t`An error occurred while submitting the post.`));
      setProgress(null);
    }
  };

  /** Offline, the post waits in the outbox with its photos; nothing typed is lost if it cannot be kept. */
  const queueOffline = async (fields: Parameters<typeof queueNewPost>[0]) => {
    if (!me) return;
    const kept = await keepOffline(() => queueNewPost(fields, photos, me), {
      kept: t`Saved on this device: your post will be sent when you are back online.`,
      noRoom: t`There is not enough room on this device to keep these photos until you are back online. Remove some photos, or post when you are online.`,
      failed: t`The post could not be saved on this device.`,
    });
    if (!kept) {
      setProgress(null);
      return;
    }
    await draft.finish();
    await navigate({ to: '/feed' });
  };

  return (
    <div className={`${narrow} ${page}`}>
      <BackButton />
      <Form className={css.formCard} onSubmitCapture={sayBodyMissing} onSubmit={submit}>
        <h1 className={css.heading}>{t`Create post`}</h1>
        <Field name="title">{(field, props) => <TextField field={field} props={props} label={t`Title`} dir="auto" />}</Field>
        <Field name="body">{(field, props) => <TextAreaField field={field} props={props} label={t`What would you like to share?`} />}</Field>
        <Field name="petId">{(field, props) => <PetSelect userId={me?._id ?? ''} field={field} props={props} />}</Field>
        <ImagePicker label={t`Images`} photos={photos} onPhotos={setPhotos} multiple />
        {online ? null : (
          <OfflineNotice>{t`You are offline. Your post and its photos are kept on this device and sent when you are back online.`}</OfflineNotice>
        )}
        <div className={css.draftRow}>
          <p className={css.draftStatus} role="status">
            {draft.status === 'restored' ? t`Draft restored` : draft.status === 'saved' ? t`Draft saved` : null}
          </p>
          {isEmptyDraft({ ...values, photos }) ? null : (
            <Button variant="secondary" className={css.danger} disabled={progress !== null} onClick={() => void discardDraft()}>
              <Trash2 size={18} aria-hidden="true" />
              {t`Discard draft`}
            </Button>
          )}
        </div>
        <UploadProgress progress={progress} />
        <BusyButton busy={progress !== null} idle={t({ message: 'Post', context: 'button that publishes the new post' })} busyLabel={t`Posting...`} />
      </Form>
      {dialog}
    </div>
  );
}
