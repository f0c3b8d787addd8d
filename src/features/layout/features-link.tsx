import { Link, useRouterState } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** On / it scrolls smoothly to the section with id "features". */
export function FeaturesLink({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Link
      to="/"
      hash="features"
      activeOptions={{ includeHash: true }}
      className={className}
      onClick={(event) => {
        const target = document.getElementById('features');
        if (pathname === '/' && target) {
          event.preventDefault();
          target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
          history.replaceState(history.state, '', '#features');
        }
        onNavigate?.();
      }}
    >
      <Trans>Features</Trans>
    </Link>
  );
}
