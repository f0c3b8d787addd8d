/** A conversation is named by its two user ids, sorted and joined, so both sides and the server agree. */
export const conversationIdOf = (userA: string, userB: string) => [userA, userB].sort().join(':');
