import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/types.js';
import type { AppConfig } from '../../config.js';
import { ApiError } from '../../errors.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mail {
  kind: string;
  to: string;
  subject: string;
  body: string;
  attachments?: MailAttachment[];
}

/** The message as it would be sent, with its attachments (MIME multipart), built by nodemailer. */
async function emlWithAttachments(from: string, mail: Mail, id: number, date: Date): Promise<Buffer> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await composer.sendMail({
    from,
    to: mail.to,
    subject: mail.subject,
    date,
    messageId: `<outbox-${id}@flex.test>`,
    text: mail.body,
    attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  });
  return info.message as Buffer;
}

function eml(from: string, mail: Mail, id: number, date: Date): string {
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <outbox-${id}@flex.test>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    mail.body,
    '',
  ].join('\r\n');
}

/** One nodemailer transport per SMTP URL, reused (it pools nothing by default; creating one is cheap but not free). */
const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Send an e-mail. Every mail leaves a row in `outbox` (in the caller's transaction).
 *  - With SMTP_URL it is sent through that server with nodemailer; the row keeps who, what and
 *    when but not the body (links in it are for the recipient only). A refused send is a 503
 *    and rolls the caller's transaction back, so nothing claims a mail went out that did not.
 *  - Otherwise (the demo) the row keeps the body, and a .eml file is written under
 *    <dataDir>/outbox; the development outbox (DEV_OUTBOX=1) shows them.
 */
export async function queueMail(db: Db, config: AppConfig, mail: Mail): Promise<number> {
  if (config.smtpUrl) {
    try {
      await transportFor(config.smtpUrl).sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    } catch {
      throw new ApiError(503, { detail: 'The e-mail could not be sent. Please try again in a few minutes.' }, { 'Retry-After': '60' });
    }
    const sent = await db.query<{ id: number }>(
      'INSERT INTO outbox (kind, to_email, subject, body, attachments, sent_at) VALUES ($1, $2, $3, $4, $5::jsonb, now()) RETURNING id',
      [mail.kind, mail.to, mail.subject, '', JSON.stringify((mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType })))],
    );
    return sent.rows[0]?.id ?? 0;
  }
  const r = await db.query<{ id: number; created: Date }>(
    'INSERT INTO outbox (kind, to_email, subject, body, attachments) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id, created',
    [mail.kind, mail.to, mail.subject, mail.body, JSON.stringify(mail.attachments ?? [])],
  );
  const row = r.rows[0];
  if (!row) throw new Error('outbox insert returned nothing');
  if (config.outboxFiles) {
    const dir = join(config.dataDir, 'outbox');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const message = mail.attachments?.length ? await emlWithAttachments(config.mailFrom, mail, row.id, row.created) : eml(config.mailFrom, mail, row.id, row.created);
    await writeFile(join(dir, `${String(row.id).padStart(6, '0')}-${mail.kind}.eml`), message, { mode: 0o600 });
  }
  return row.id;
}
