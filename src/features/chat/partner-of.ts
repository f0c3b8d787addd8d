/** The other participant of a conversation id (conversationIdOf), or null when selfId is not part of it. */
export function partnerOf(conversationId: string, selfId: string): string | null {
  const ids = conversationId.split(':');
  if (ids.length !== 2 || !ids.includes(selfId)) return null;
  const other = ids[0] === selfId ? ids[1] : ids[0];
  return other && other !== selfId ? other : null;
}
