/** One mail ready to leave: the recipient and its rendered content. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** How mails leave the server: an SMTP server, or files for a developer to open. */
export interface Mailer {
  /** Resolves once the mail is accepted; rejects with the reason otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
