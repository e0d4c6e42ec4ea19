import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressObject } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerOptions } from 'smtp-server';

/** A mail as a reader sees it: decoded headers and both parts. */
export interface ReceivedMail {
  from: { name: string; address: string };
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** The top-level Content-Type, e.g. multipart/alternative. */
  contentType: string;
}

function firstAddress(header: AddressObject | AddressObject[] | undefined) {
  const first = (Array.isArray(header) ? header[0] : header)?.value[0];
  return { name: first?.name ?? '', address: first?.address ?? '' };
}

/** Decodes a raw RFC 5322 message (quoted-printable, encoded words) with mailparser. */
export async function parseMail(raw: Buffer | string): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const contentType = parsed.headers.get('content-type');
  return {
    from: firstAddress(parsed.from),
    to: firstAddress(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    contentType:
      typeof contentType === 'object' && contentType !== null && 'value' in contentType
        ? String(contentType.value)
        : String(contentType ?? ''),
  };
}

/** The mails written to DATA_DIR/outbox, oldest first, decoded. */
export async function outbox(dataDir: string): Promise<ReceivedMail[]> {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map((file) => parseMail(readFileSync(join(dir, file)))));
}

/** A self-signed certificate for localhost and 127.0.0.1, made by openssl for one test file. */
export function localCertificate(): {
  key: string;
  cert: string;
  certFile: string;
  dispose(): void;
} {
  const dir = mkdtempSync(join(tmpdir(), 'ashtable-cert-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return {
    key: readFileSync(keyFile, 'utf8'),
    cert: readFileSync(certFile, 'utf8'),
    certFile,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A mail the test server took, with how its session was secured and who logged in. */
export interface DeliveredMail extends ReceivedMail {
  /** The session was encrypted (STARTTLS or implicit TLS) when the mail was sent. */
  secure: boolean;
  /** The user that authenticated, '' when none did. */
  user: string;
  envelopeTo: string[];
}

export interface TestSmtpServer {
  port: number;
  received: DeliveredMail[];
  /** How many DATA commands arrived, accepted or refused. */
  attempts(): number;
  /** How many AUTH commands arrived, right or wrong. */
  authentications(): number;
  /** Resolves with the next mail the server accepts (or one already waiting). */
  nextMail(): Promise<DeliveredMail>;
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  key: string;
  cert: string;
  /** Implicit TLS from the first byte (smtps, port 465 style); otherwise STARTTLS is offered. */
  implicitTls?: boolean;
  /** Knows no STARTTLS (a plain-text-only server). */
  noStartTls?: boolean;
  /** Credentials to accept with AUTH PLAIN or LOGIN; unset: no AUTH offered. */
  credentials?: { user: string; pass: string };
  /** Answers each DATA with this reply code (4xx temporary, 5xx permanent) this many times. */
  refuse?: { times: number; code: number };
}

/** A real SMTP server (smtp-server) on a free loopback port that records what it receives. */
export async function startTestSmtpServer(options: TestSmtpOptions): Promise<TestSmtpServer> {
  const received: DeliveredMail[] = [];
  const waiting: ((mail: DeliveredMail) => void)[] = [];
  let taken = 0;
  let attempts = 0;
  let authentications = 0;
  const serverOptions: SMTPServerOptions = {
    key: options.key,
    cert: options.cert,
    secure: options.implicitTls ?? false,
    // The test server must take AUTH over plain text too, so a client that sends it is seen.
    allowInsecureAuth: true,
    logger: false,
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: options.credentials === undefined,
    disabledCommands: [
      ...(options.credentials ? [] : ['AUTH']),
      ...(options.noStartTls ? ['STARTTLS'] : []),
    ],
    onAuth(auth, _session, callback) {
      authentications += 1;
      const { credentials } = options;
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        const refuse = options.refuse;
        if (refuse && attempts <= refuse.times) {
          callback(Object.assign(new Error('Try again later'), { responseCode: refuse.code }));
          return;
        }
        void parseMail(Buffer.concat(chunks)).then((mail) => {
          const delivered: DeliveredMail = {
            ...mail,
            secure: session.secure,
            user: typeof session.user === 'string' ? session.user : '',
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          };
          received.push(delivered);
          callback(null);
          const next = waiting.shift();
          if (next) {
            taken += 1;
            next(delivered);
          }
        }, callback);
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  const port = await new Promise<number>((resolve) => {
    const listener = server.listen(0, '127.0.0.1', () => {
      const address = listener.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    received,
    attempts: () => attempts,
    authentications: () => authentications,
    nextMail() {
      const ready = received[taken];
      if (ready) {
        taken += 1;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
