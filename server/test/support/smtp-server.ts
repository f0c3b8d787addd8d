import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  parsed: ParsedMail;
  /** The envelope's recipients, as the sender gave them in RCPT TO. */
  rcptTo: string[];
  /** Whether the session had been upgraded to TLS (STARTTLS) when the mail came. */
  secure: boolean;
}

export interface TestSmtpServer {
  /** SMTP_URL for it: credentials, STARTTLS with the server's own test certificate. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The next `count` mails are refused with a temporary error (451), as a busy server would. */
  refuseNext(count: number): void;
  /** How many mails were refused so far. */
  refused(): number;
  close(): Promise<void>;
}

const user = 'pawpals';
const password = 'mail-test-password';

export const smtpUrlFor = (port: number) => `smtp://${user}:${password}@127.0.0.1:${port}?tls.rejectUnauthorized=false`;

/**
 * A real SMTP server (nodemailer's smtp-server) on loopback that demands a
 * login over TLS and keeps every mail it accepts, parsed with mailparser.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let toRefuse = 0;
  let refusedCount = 0;
  const server = new SMTPServer({
    logger: false,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error('wrong credentials'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          refusedCount += 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            received.push({ parsed, rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), secure: session.secure });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const listening = (server.server.address() as AddressInfo).port;
  return {
    url: smtpUrlFor(listening),
    port: listening,
    received,
    refuseNext(count) {
      toRefuse = count;
    },
    refused: () => refusedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
