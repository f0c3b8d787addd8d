import { Toaster } from 'react-hot-toast';
import { vars } from '@/ui/theme/tokens.css.ts';

/** Toasts at the top right, below the fixed header. */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      containerStyle={{ insetBlockStart: '4.75rem' }}
      toastOptions={{
        duration: 4000,
        style: {
          background: vars.color.surface,
          color: vars.color.text,
          border: `1px solid ${vars.color.border}`,
          borderRadius: vars.radius.md,
          fontSize: vars.fontSize.sm,
        },
      }}
    />
  );
}
