import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/types.js';
import type { AppConfig } from '../config.js';

export interface Mail {
  kind: string;
  to: string;
  subject: string;
  body: string;
}

function eml(mail: Mail, id: number, date: Date): string {
  return [
    `From: Flex Marketplace <no-reply@flex.test>`,
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

/**
 * Queue an e-mail: a row in `outbox` (in the caller's transaction) and, when enabled, a .eml
 * file under <dataDir>/outbox for a developer to open.
 */
export async function queueMail(db: Db, config: AppConfig, mail: Mail): Promise<number> {
  const r = await db.query<{ id: number; created: Date }>(
    'INSERT INTO outbox (kind, to_email, subject, body) VALUES ($1, $2, $3, $4) RETURNING id, created',
    [mail.kind, mail.to, mail.subject, mail.body],
  );
  const row = r.rows[0];
  if (!row) throw new Error('outbox insert returned nothing');
  if (config.outboxFiles) {
    const dir = join(config.dataDir, 'outbox');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, `${String(row.id).padStart(6, '0')}-${mail.kind}.eml`), eml(mail, row.id, row.created), { mode: 0o600 });
  }
  return row.id;
}
