import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../logger';
import { sendSmtp } from './smtp';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends mail through SMTP_URL when configured. Without it every email is written as a file
 * under DATA_DIR/outbox and logged, so a self-hosted install works with no mail server.
 */
export class EmailService {
  private sequence = 0;

  constructor(
    private readonly smtpUrl: string | null,
    private readonly dataDir: string,
    private readonly logger: Logger,
    private readonly from = 'Ashtable <noreply@ashtable.local>',
  ) {}

  get delivers(): boolean {
    return this.smtpUrl !== null;
  }

  async send(email: Email): Promise<void> {
    if (this.smtpUrl) {
      await sendSmtp(this.smtpUrl, { ...email, from: this.from });
      this.logger.info({ to: email.to, subject: email.subject }, 'Email sent');
      return;
    }
    const outbox = join(this.dataDir, 'outbox');
    mkdirSync(outbox, { recursive: true });
    this.sequence += 1;
    const name = `${Date.now()}-${String(this.sequence).padStart(4, '0')}.eml`;
    const file = join(outbox, name);
    writeFileSync(
      file,
      `From: ${this.from}\r\nTo: ${email.to}\r\nSubject: ${email.subject}\r\n\r\n${email.text}\r\n`,
    );
    this.logger.info({ to: email.to, subject: email.subject, file }, 'Email written to the outbox');
  }
}
