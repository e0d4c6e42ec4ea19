import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailService } from '../../src/server/services/email';
import type { EmailOutcome, EmailServiceOptions } from '../../src/server/services/email';
import { activationEmail } from '../../src/server/services/email-templates';
import type { TestSmtpOptions, TestSmtpServer } from '../helpers/mail';
import { localCertificate, startTestSmtpServer } from '../helpers/mail';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';
import { call, linkIn, outbox } from './account-helpers';

/** Hashing passwords is deliberately slow; a busy machine needs room to start up. */
const HOOK_TIMEOUT_MS = 180_000;
const CREDENTIALS = { user: 'mailer', pass: 's3cret' };

const certificate = localCertificate();
const dataDir = mkdtempSync(join(tmpdir(), 'ashtable-mail-'));
afterAll(() => {
  certificate.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A logger whose lines the test can read. */
function capturedLogger() {
  const lines: { level: number; msg: string; attempt?: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as { level: number; msg: string; attempt?: number });
      }
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

async function withSmtp(
  options: Partial<TestSmtpOptions>,
  run: (smtp: TestSmtpServer) => Promise<void>,
) {
  const smtp = await startTestSmtpServer({
    key: certificate.key,
    cert: certificate.cert,
    ...options,
  });
  try {
    await run(smtp);
  } finally {
    await smtp.close();
  }
}

function service(overrides: Partial<EmailServiceOptions> & { smtpUrl: string }) {
  const { logger, lines } = capturedLogger();
  const outcomes: EmailOutcome[] = [];
  const email = new EmailService({
    from: 'Ashtable Ø Tisch <noreply@example.com>',
    dataDir,
    logger,
    smtpCa: certificate.cert,
    retryDelaysMs: [0, 0],
    onOutcome: (outcome) => outcomes.push(outcome),
    ...overrides,
  });
  return { email, lines, outcomes };
}

const mail = {
  to: 'zoe@example.com',
  toName: 'Zoë Ämberley',
  subject: 'Zoë, your table is ready — 灰',
  text: 'Hi Zoë,\n\nA line of text.\n',
  html: '<p>Hi Zoë,</p><p>A line of <b>HTML</b>.</p>',
};

describe('EmailService over SMTP', () => {
  it('upgrades with STARTTLS, logs in and delivers a text and an HTML part with UTF-8 headers', async () => {
    await withSmtp({ credentials: CREDENTIALS }, async (smtp) => {
      const { email, outcomes } = service({
        smtpUrl: `smtp://${CREDENTIALS.user}:${CREDENTIALS.pass}@localhost:${smtp.port}`,
      });
      await email.send(mail);
      const received = await smtp.nextMail();
      expect(received).toMatchObject({
        secure: true,
        user: 'mailer',
        envelopeTo: ['zoe@example.com'],
        contentType: 'multipart/alternative',
        subject: 'Zoë, your table is ready — 灰',
        from: { name: 'Ashtable Ø Tisch', address: 'noreply@example.com' },
        to: { name: 'Zoë Ämberley', address: 'zoe@example.com' },
      });
      expect(received.text).toBe('Hi Zoë,\n\nA line of text.\n');
      expect(received.html).toBe('<p>Hi Zoë,</p><p>A line of <b>HTML</b>.</p>');
      await email.idle();
      expect(outcomes).toEqual(['sent']);
    });
  });

  it('speaks TLS from the first byte for smtps://', async () => {
    await withSmtp({ implicitTls: true }, async (smtp) => {
      const { email } = service({ smtpUrl: `smtps://localhost:${smtp.port}` });
      await email.send(mail);
      expect(await smtp.nextMail()).toMatchObject({ secure: true, user: '' });
    });
  });

  it('sends nothing to a server whose certificate is not trusted', async () => {
    await withSmtp({ credentials: CREDENTIALS }, async (smtp) => {
      const { email, outcomes } = service({
        smtpUrl: `smtp://${CREDENTIALS.user}:${CREDENTIALS.pass}@localhost:${smtp.port}`,
        smtpCa: null,
      });
      await email.send(mail);
      await email.idle();
      expect(outcomes).toEqual(['failed']);
      expect(smtp.received).toEqual([]);
    });
  });

  it('sends no credentials when TLS is required and the server offers no STARTTLS', async () => {
    // Port 587 requires TLS (see smtpTransportOptions); the query string asks it of a free port.
    await withSmtp({ credentials: CREDENTIALS, noStartTls: true }, async (smtp) => {
      const { email, outcomes } = service({
        smtpUrl: `smtp://${CREDENTIALS.user}:${CREDENTIALS.pass}@localhost:${smtp.port}?requireTLS=true`,
      });
      await email.send(mail);
      await email.idle();
      expect(outcomes).toEqual(['failed']);
      expect(smtp.authentications()).toBe(0);
      expect(smtp.received).toEqual([]);
    });
  });

  it('retries temporary refusals and delivers on a later attempt, logging each miss', async () => {
    await withSmtp({ refuse: { times: 2, code: 451 } }, async (smtp) => {
      const { email, lines, outcomes } = service({ smtpUrl: `smtp://localhost:${smtp.port}` });
      await email.send(mail);
      const received = await smtp.nextMail();
      await email.idle();
      expect(received.subject).toBe(mail.subject);
      expect(smtp.attempts()).toBe(3);
      expect(outcomes).toEqual(['sent']);
      const retries = lines.filter((line) => line.msg === 'Email not sent; will retry');
      expect(retries.map((line) => line.attempt)).toEqual([1, 2]);
      expect(lines.at(-1)).toMatchObject({ msg: 'Email sent', attempt: 3 });
    });
  });

  it('gives up at once on a permanent refusal and logs it, without throwing', async () => {
    await withSmtp({ refuse: { times: 5, code: 550 } }, async (smtp) => {
      const { email, lines, outcomes } = service({ smtpUrl: `smtp://localhost:${smtp.port}` });
      await expect(email.send(mail)).resolves.toBeUndefined();
      await email.idle();
      expect(smtp.attempts()).toBe(1);
      expect(outcomes).toEqual(['failed']);
      expect(lines.at(-1)).toMatchObject({ msg: 'Email could not be sent; giving up', level: 50 });
    });
  });

  it('gives up after the last retry when the server stays unreachable', async () => {
    const { email, lines, outcomes } = service({ smtpUrl: 'smtp://127.0.0.1:1' });
    await email.send(mail);
    await email.idle();
    expect(outcomes).toEqual(['failed']);
    expect(lines.filter((line) => line.msg === 'Email not sent; will retry')).toHaveLength(2);
  });
});

describe('EmailService without SMTP_URL', () => {
  it('writes the whole multipart mail to DATA_DIR/outbox', async () => {
    const { logger } = capturedLogger();
    const outboxDir = mkdtempSync(join(tmpdir(), 'ashtable-outbox-'));
    try {
      const email = new EmailService({
        smtpUrl: null,
        from: 'Ashtable <noreply@example.com>',
        dataDir: outboxDir,
        logger,
      });
      expect(email.delivers).toBe(false);
      await email.send({ to: 'zoe@example.com', toName: 'Zoë', ...activationEmail('zoe', 'x') });
      const [written] = await outbox(outboxDir);
      expect(written).toMatchObject({
        contentType: 'multipart/alternative',
        subject: 'Activate your Ashtable account',
        to: { name: 'Zoë', address: 'zoe@example.com' },
      });
    } finally {
      rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});

describe('registration mail through SMTP_URL with STARTTLS', () => {
  let smtp: TestSmtpServer;
  let test: TestServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer({
      key: certificate.key,
      cert: certificate.cert,
      credentials: CREDENTIALS,
    });
    test = await startTestServer('pglite', {
      SMTP_URL: `smtp://${CREDENTIALS.user}:${CREDENTIALS.pass}@localhost:${smtp.port}`,
      SMTP_CA_FILE: certificate.certFile,
      SMTP_FROM: 'Ashtable <noreply@example.com>',
      AUTH_RATE_LIMIT: '1000',
    });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });

  it('sends the activation mail with both parts and requires activation', async () => {
    const registered = await call(test.url, 'POST', '/api/account/register', {
      body: { username: 'mailed', email: 'mailed@example.com', password: 'secret123' },
    });
    expect(registered.body).toMatchObject({ success: true, activationRequired: true });
    const received = await smtp.nextMail();
    expect(received).toMatchObject({
      secure: true,
      user: 'mailer',
      subject: 'Activate your Ashtable account',
      contentType: 'multipart/alternative',
      from: { name: 'Ashtable', address: 'noreply@example.com' },
      to: { name: 'mailed', address: 'mailed@example.com' },
    });
    const link = linkIn(received.text, '/activation');
    expect(received.html).toContain(`href="${link.href.replaceAll('&', '&amp;')}"`);
    expect(received.html).toContain('Activate your account');
    expect(await outbox(test.dataDir)).toEqual([]);
    const activated = await call(test.url, 'POST', '/api/account/activate', {
      body: { id: link.searchParams.get('id'), token: link.searchParams.get('token') },
    });
    expect(activated.body.success).toBe(true);
  });
});
