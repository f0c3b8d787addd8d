/** Sent to both participants when a moderator removes a message. */
export interface MessageRemoved {
  messageId: string;
}
