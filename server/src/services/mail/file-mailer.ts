import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * With no SMTP server configured, each mail is written as it would have been
 * sent (RFC 5322, `<time>-<id>.eml`, which mail programs open) into `folder`,
 * and its subject and links are logged, so a developer can follow a link.
 */
export function fileMailer(folder: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true }, { from });
  return {
    async send(mail) {
      const built = await transport.sendMail(mail);
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, built.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { to: mail.to, subject: mail.subject, links, file },
        `mail "${mail.subject}" to ${mail.to} written to ${file}${links.length ? `; link: ${links.join(' ')}` : ''}`,
      );
    },
    close: () => transport.close(),
  };
}
