import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { editPostSchema } from '@/contract/schemas/posts.ts';
import { queueEditedPost } from '@/data/posts/offline-post.ts';
import { useOnline } from '@/data/online.ts';
import type { PostRow } from '@/data/posts/post-rows.ts';
import type { PhotoToSend } from '@/data/photos/photo-to-send.ts';
import { deletePost, updatePost, type KeptPhoto } from '@/data/posts/post-writes.ts';
import { useConfirm } from '@/ui/dialog/use-confirm.tsx';
import { TextAreaField } from '@/ui/form/text-area-field.tsx';
import { TextField } from '@/ui/form/text-field.tsx';
import { useValibotForm } from '@/ui/form/use-valibot-form.ts';
import { DeleteButton } from '@/features/content-form/delete-button.tsx';
import { BusyButton } from '@/features/content-form/busy-button.tsx';
import { failureText } from '@/features/content-form/failure-text.ts';
import { keepOffline } from '@/features/content-form/keep-offline.ts';
import { ImagePicker } from '@/features/content-form/image-picker.tsx';
import { OfflineNotice } from '@/features/content-form/offline-notice.tsx';
import { PetSelect } from './pet-select.tsx';
import { UploadProgress } from '@/features/content-form/upload-progress.tsx';
import { storedPhotos } from './stored-photos.ts';
import * as css from '@/features/content-form/form.css.ts';
import type { PostFormValues } from './post-form-values.ts';

export function EditPostForm({ post, userId }: { post: PostRow; userId: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const online = useOnline();
  const [, { Form, Field }] = useValibotForm<PostFormValues>(editPostSchema, { title: post.title, body: post.body, petId: post.petId ?? '' });
  const [kept, setKept] = useState<KeptPhoto[]>(() => storedPhotos(post));
  const [photos, setPhotos] = useState<PhotoToSend[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { confirm, dialog } = useConfirm();

  const submit = async ({ title, body, petId }: PostFormValues) => {
    if (progress !== null) return;
    setProgress(0);
    const fields = { title: title.trim(), body: body.trim(), petId: petId || null };
    if (!online) {
      await queueOffline(fields);
      return;
    }
    try {
      await updatePost(post._id, fields, kept, photos, setProgress);
      toast.success(t`Post updated successfully!`);
      await navigate({ to: '/posts/$postId', params: { postId: post._id } });
    } catch (error) {
      toast.error(await failureText(i18n, error, t`Failed to update post`, t`Failed to update post`));
      setProgress(null);
    }
  };

  /** Offline, the edit waits in the outbox with its new photos; nothing typed is lost if it cannot be kept. */
  const queueOffline = async (fields: Parameters<typeof queueEditedPost>[1]) => {
    const saved = await keepOffline(() => queueEditedPost(post, fields, kept, photos), {
      kept: t`Saved on this device: the changes will be sent when you are back online.`,
      noRoom: t`There is not enough room on this device to keep these photos until you are back online. Remove some photos, or save when you are online.`,
      failed: t`The changes could not be saved on this device.`,
    });
    if (saved) await navigate({ to: '/posts/$postId', params: { postId: post._id } });
    else setProgress(null);
  };

  const remove = async () => {
    const sure = await confirm({
      title: t`Delete this post?`,
      message: t`This cannot be undone.`,
      confirmLabel: t`Delete post`,
      cancelLabel: t`Cancel`,
      destructive: true,
    });
    if (!sure) return;
    setDeleting(true);
    try {
      await deletePost(post._id);
      toast.success(t`Post deleted successfully`);
      await navigate({ to: '/dashboard', replace: true });
    } catch {
      toast.error(t`Failed to delete post`);
      setDeleting(false);
    }
  };

  return (
    <Form className={css.formCard} onSubmit={submit}>
      <h1 className={css.heading}>{t`Edit post`}</h1>
      <Field name="title">{(field, props) => <TextField field={field} props={props} label={t`Title`} dir="auto" />}</Field>
      <Field name="body">{(field, props) => <TextAreaField field={field} props={props} label={t`Post body`} />}</Field>
      <Field name="petId">{(field, props) => <PetSelect userId={userId} field={field} props={props} />}</Field>
      <ImagePicker label={t`Images`} photos={photos} onPhotos={setPhotos} multiple kept={kept} onKept={setKept} keptRemovable />
      {online ? null : (
        <OfflineNotice>{t`You are offline. Your changes and new photos are kept on this device and sent when you are back online.`}</OfflineNotice>
      )}
      <UploadProgress progress={progress} />
      <BusyButton busy={progress !== null} idle={t`Save changes`} busyLabel={t`Saving...`} />
      <DeleteButton label={t`Delete post`} deleting={deleting} onDelete={() => void remove()} />
      {dialog}
    </Form>
  );
}
