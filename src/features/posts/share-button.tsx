import { useLingui } from '@lingui/react/macro';
import { Share2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { Tooltip } from '@/ui/tooltip.tsx';
import * as css from './post-card.css.ts';

/** Copies the post's own link and says so with the post_copied text. */
export function ShareButton({ postId }: { postId: string }) {
  const { t } = useLingui();
  const share = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/posts/${postId}`);
      toast.success(t`Post link copied to clipboard!`);
    } catch {
      toast.error(t`Could not copy the link.`);
    }
  };
  return (
    <span className={css.share}>
      <Tooltip label={t`Copy link`}>
        <button
          type="button"
          className={css.action}
          onClick={() => void share()}
          aria-label={t({ message: 'Share', context: 'button that shares a post' })}
        >
          <Share2 size={18} aria-hidden="true" />
        </button>
      </Tooltip>
    </span>
  );
}
