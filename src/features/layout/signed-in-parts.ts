// The shell's parts for a signed-in visitor (the nav, the outbox bridge, the offline line), in one
// module loaded apart from the entry: one request for all three, and none for a visitor.
export { default as SignedInNav } from './signed-in-nav.tsx';
export { default as OutboxBridge } from './outbox-bridge.tsx';
export { default as OfflineIndicator } from '@/features/changes/offline-indicator.tsx';
