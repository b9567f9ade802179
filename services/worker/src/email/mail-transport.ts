import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { messageIdForLogs } from './message-id.js';

export interface MailTransport {
  /** Sends one message; resolves once the receiving server (or the folder) has it. */
  send(message: Mail.Options): Promise<{ location: string }>;
  close(): void;
}

/**
 * How long a mail server may keep a send waiting, for each step. Nodemailer's defaults (2 minutes to
 * connect, 10 of silence) would hold a job, and the person's login link, that long on a server that
 * hangs; failing sooner lets the job's retries try again. Options in SMTP_URL's query win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      return { location: `smtp:${messageIdForLogs(info.messageId)}` };
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP (the local default) each email becomes an .eml file a person can open; only its
 * path is logged, never its content (it may hold a login link).
 */
export function folderTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = (await transporter.sendMail(message)) as { message: Buffer; messageId: string };
      const dir = resolve(folder);
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      return { location: file };
    },
    close: () => transporter.close(),
  };
}
