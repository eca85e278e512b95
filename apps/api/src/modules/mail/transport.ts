import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailSettings } from '../../config.js';
import { messageIdOf, type OutboxRow } from './outbox.js';

/** Where sent messages go: an SMTP server, or .eml files. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** Hands one message over; resolves once the server accepted it (or the file is written). */
  send(message: OutboxRow): Promise<void>;
  close(): void;
}

/** A failure that sending again will not mend: the server refused the message for good (5xx). */
export class PermanentMailError extends Error {}

function mailOf(message: OutboxRow, from: string) {
  return {
    from,
    to: message.recipient,
    subject: message.subject,
    text: message.textBody,
    html: message.htmlBody,
    messageId: messageIdOf(message.id, from),
    date: message.createdAt,
    headers: { 'Content-Language': message.language },
  };
}

/**
 * SMTP through nodemailer when `SMTP_URL` is set. Otherwise each message is built by nodemailer's
 * stream transport and written to `<outboxDir>/<id>.eml`: written to a temporary name and renamed,
 * so a file is whole or absent, and a message written twice (after a crash) is one file.
 */
export function createMailTransport(settings: MailSettings, outboxDir: string): MailTransport {
  if (settings.smtpUrl) {
    const smtp = createTransport(settings.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        try {
          await smtp.sendMail(mailOf(message, settings.from));
        } catch (error) {
          const code = (error as { responseCode?: number }).responseCode;
          if (code !== undefined && code >= 500) {
            throw new PermanentMailError((error as Error).message, { cause: error });
          }
          throw error;
        }
      },
      close: () => smtp.close(),
    };
  }
  const builder = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message) {
      const { message: eml } = await builder.sendMail(mailOf(message, settings.from));
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${message.id}.eml`);
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, eml as Buffer);
      await rename(partial, file);
    },
    close: () => builder.close(),
  };
}
