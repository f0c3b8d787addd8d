import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.ts';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Sends through the SMTP server of `url`: smtps:// speaks TLS from the start,
 * smtp:// upgrades with STARTTLS, which it requires unless the server is on
 * loopback (credentials never cross a network in clear; `?requireTLS=false`
 * in the URL says otherwise). A server that does not answer is given up on
 * within seconds, so a send never holds the queue for long.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(
    {
      url,
      requireTLS: !loopbackHosts.has(new URL(url).hostname),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from },
  );
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
