import { useLingui } from '@lingui/react/macro';
import { shownName } from '@/features/posts/photo-alt.ts';

/** The alt of a person's avatar where it is their photo: its description, else "Profile photo of …". */
export function useAvatarAlt(): (user: { fullName: string; username: string; avatarAlt?: string | undefined }) => string {
  const { t } = useLingui();
  return (user) => {
    const name = shownName(user);
    return user.avatarAlt?.trim() || t`Profile photo of ${name}`;
  };
}
