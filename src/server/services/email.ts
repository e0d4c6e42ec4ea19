import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import type { SendMailOptions, SMTPTransportOptions, Transporter } from 'nodemailer';
import type { Logger } from '../logger';
import type { RenderedEmail } from './email-layout';

/** A rendered mail (subject, text and HTML parts) and who it goes to. */
export interface Email extends RenderedEmail {
  to: string;
  /** Shown beside the address in the recipient's mail reader. */
  toName?: string;
}

/** How a mail left the process, for logs and metrics. */
export type EmailOutcome = 'sent' | 'failed' | 'outbox';

export interface EmailServiceOptions {
  /** smtp:// or smtps:// URL (nodemailer's form); null writes every mail to the outbox. */
  smtpUrl: string | null;
  /** The From header, e.g. `Ashtable <noreply@example.com>` (UTF-8 names allowed). */
  from: string;
  dataDir: string;
  logger: Logger;
  /** PEM certificates trusted for the mail server besides the system's (a private relay). */
  smtpCa?: string | null;
  /** Waits before each further attempt; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  /** Told of every finished mail (metrics). */
  onOutcome?: (outcome: EmailOutcome) => void;
}

/** Three attempts over about half a minute ride out a relay restart or a greylisting pause. */
const DEFAULT_RETRY_DELAYS_MS = [5_000, 25_000];
/** Far below nodemailer's two-minute defaults: a dead relay should fail fast and be retried. */
const CONNECTION_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 30_000;
/** The usual submission port, where credentials must never travel unencrypted. */
const SUBMISSION_PORT = 587;

/**
 * nodemailer's SMTP options for a URL: STARTTLS required on the submission port 587 (also
 * nodemailer's default for smtp:// without a port), implicit TLS for smtps:// and port 465,
 * STARTTLS whenever offered elsewhere. Options in the URL's query (e.g. `?requireTLS=true`,
 * `?tls.servername=...`) win over these.
 */
export function smtpTransportOptions(
  url: string,
  ca: string | null | undefined,
): SMTPTransportOptions {
  const port = new URL(url).port;
  const secure = url.startsWith('smtps:') || port === '465';
  const submission = !secure && (port === '' || Number(port) === SUBMISSION_PORT);
  return {
    // nodemailer reads smtp:// as "no TLS at first" even on 465, where a server expects TLS at once.
    url: secure ? url.replace(/^smtp:/, 'smtps:') : url,
    requireTLS: submission,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    ...(ca ? { tls: { ca } } : {}),
  };
}

/** A server's refusal that another attempt would get again (5xx other than 503). */
function isPermanent(error: unknown): boolean {
  return error instanceof Error && 'permanent' in error && error.permanent === true;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends the site's mail through nodemailer: over SMTP_URL when configured, retried a few
 * times in the background so a slow or flaky relay never holds up or fails a request.
 * Without SMTP_URL every mail is written as a complete .eml file under DATA_DIR/outbox and
 * logged, so a self-hosted install works with no mail server.
 */
export class EmailService {
  private sequence = 0;
  private readonly smtp: Transporter | null;
  /** Builds the same MIME message as SMTP would, for the outbox files. */
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  private readonly pending = new Set<Promise<void>>();
  private readonly retryDelaysMs: readonly number[];

  constructor(private readonly options: EmailServiceOptions) {
    this.smtp = options.smtpUrl
      ? nodemailer.createTransport(smtpTransportOptions(options.smtpUrl, options.smtpCa))
      : null;
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  get delivers(): boolean {
    return this.smtp !== null;
  }

  /**
   * Hands a mail over. With SMTP it is queued and this resolves at once; the outbox file is
   * written before this resolves. Never rejects: failures are logged, not the caller's.
   */
  async send(email: Email): Promise<void> {
    const message = this.message(email);
    if (!this.smtp) {
      await this.writeOutbox(email, message);
      return;
    }
    const delivery = this.deliver(this.smtp, email, message);
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  /** Resolves once every queued mail was sent or given up on. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private message(email: Email): SendMailOptions {
    return {
      from: this.options.from,
      to: email.toName ? { name: email.toName, address: email.to } : email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
    };
  }

  private async deliver(smtp: Transporter, email: Email, message: SendMailOptions) {
    const { logger } = this.options;
    const attempts = this.retryDelaysMs.length + 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await smtp.sendMail(message);
        logger.info({ to: email.to, subject: email.subject, attempt }, 'Email sent');
        this.options.onOutcome?.('sent');
        return;
      } catch (error) {
        const context = { to: email.to, subject: email.subject, attempt, err: errorText(error) };
        const delay = this.retryDelaysMs[attempt - 1];
        if (delay === undefined || isPermanent(error)) {
          logger.error({ ...context, attempts }, 'Email could not be sent; giving up');
          this.options.onOutcome?.('failed');
          return;
        }
        logger.warn({ ...context, retryInMs: delay }, 'Email not sent; will retry');
        // Unreferenced: a mail waiting for its retry does not keep a stopping process alive.
        await sleep(delay, undefined, { ref: false });
      }
    }
  }

  private async writeOutbox(email: Email, message: SendMailOptions) {
    const { logger, dataDir } = this.options;
    try {
      const built = await this.composer.sendMail(message);
      const outbox = join(dataDir, 'outbox');
      await mkdir(outbox, { recursive: true });
      this.sequence += 1;
      const file = join(outbox, `${Date.now()}-${String(this.sequence).padStart(4, '0')}.eml`);
      await writeFile(file, built.message);
      logger.info({ to: email.to, subject: email.subject, file }, 'Email written to the outbox');
      this.options.onOutcome?.('outbox');
    } catch (error) {
      logger.error(
        { to: email.to, subject: email.subject, err: errorText(error) },
        'Email could not be written to the outbox',
      );
      this.options.onOutcome?.('failed');
    }
  }
}
