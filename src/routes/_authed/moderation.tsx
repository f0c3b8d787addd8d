import { createFileRoute } from '@tanstack/react-router';
import { ModerationScreen, type ModerationTab } from '@/features/moderation/moderation-screen.tsx';

export const Route = createFileRoute('/_authed/moderation')({
  validateSearch: (search: Record<string, unknown>): { tab?: Exclude<ModerationTab, 'open'> } =>
    search.tab === 'resolved' || search.tab === 'log' ? { tab: search.tab } : {},
  component: ModerationRoute,
});

function ModerationRoute() {
  const { tab = 'open' } = Route.useSearch();
  return <ModerationScreen tab={tab} />;
}
