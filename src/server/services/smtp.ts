import { connect as netConnect } from 'node:net';
import type { Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** The bare address of "Name <a@b>" for the envelope. */
function address(mailbox: string): string {
  const match = /<([^>]+)>/.exec(mailbox);
  return (match?.[1] ?? mailbox).trim();
}

/** Reads SMTP replies (multi-line ones end with "NNN " rather than "NNN-"). */
class ReplyReader {
  private buffer = '';
  private waiting: ((reply: { code: number; text: string }) => void) | null = null;
  private failed: Error | null = null;
  private onError: ((error: Error) => void) | null = null;

  constructor(socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.flush();
    });
    const fail = (error: Error) => {
      this.failed = error;
      this.onError?.(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('SMTP connection closed')));
  }

  private flush() {
    if (!this.waiting) return;
    const lines = this.buffer.split('\r\n');
    for (let i = 0; i < lines.length - 1; i += 1) {
      const line = lines[i] ?? '';
      if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) {
        const text = lines.slice(0, i + 1).join('\n');
        this.buffer = lines.slice(i + 1).join('\r\n');
        const resolve = this.waiting;
        this.waiting = null;
        resolve({ code: Number(line.slice(0, 3)), text });
        return;
      }
    }
  }

  next(): Promise<{ code: number; text: string }> {
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.onError = reject;
      this.flush();
    });
  }
}

/**
 * A minimal SMTP client: smtp://[user:pass@]host[:port] (plain) or smtps:// (TLS from the
 * start), AUTH PLAIN when credentials are given. Enough for a relay or a local MTA.
 */
export async function sendSmtp(url: string, message: SmtpMessage, timeoutMs = 15_000) {
  const target = new URL(url);
  const secure = target.protocol === 'smtps:';
  const port = Number(target.port || (secure ? 465 : 25));
  const socket: Socket = secure
    ? tlsConnect({ host: target.hostname, port, servername: target.hostname })
    : netConnect({ host: target.hostname, port });
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP timed out')));
  const replies = new ReplyReader(socket);
  const expect = async (codes: number[]) => {
    const reply = await replies.next();
    if (!codes.includes(reply.code)) throw new Error(`SMTP error: ${reply.text}`);
    return reply;
  };
  const command = async (line: string, codes: number[]) => {
    socket.write(`${line}\r\n`);
    return expect(codes);
  };
  try {
    await expect([220]);
    await command(`EHLO ${target.searchParams.get('name') ?? 'ashtable'}`, [250]);
    if (target.username) {
      const credentials = Buffer.from(
        `\0${decodeURIComponent(target.username)}\0${decodeURIComponent(target.password)}`,
      ).toString('base64');
      await command(`AUTH PLAIN ${credentials}`, [235]);
    }
    await command(`MAIL FROM:<${address(message.from)}>`, [250]);
    await command(`RCPT TO:<${address(message.to)}>`, [250, 251]);
    await command('DATA', [354]);
    const headers = [
      `From: ${message.from}`,
      `To: ${message.to}`,
      `Subject: ${message.subject}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
    ];
    // Dot-stuffing: a line starting with "." gets another so it cannot end the data.
    const body = message.text
      .replace(/\r?\n/g, '\r\n')
      .split('\r\n')
      .map((line) => (line.startsWith('.') ? `.${line}` : line))
      .join('\r\n');
    await command(`${headers.join('\r\n')}\r\n\r\n${body}\r\n.`, [250]);
    await command('QUIT', [221]).catch(() => undefined);
  } finally {
    socket.destroy();
  }
}
