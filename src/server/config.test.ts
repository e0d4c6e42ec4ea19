import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('mail configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ashtable-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = { DATA_DIR: dataDir, JWT_SECRET: 'x' };

  it('writes to the outbox by default, from the site', () => {
    expect(loadConfig(base)).toMatchObject({
      smtpUrl: null,
      smtpFrom: 'Ashtable <noreply@ashtable.local>',
      smtpCa: null,
    });
  });

  it('reads SMTP_URL, a UTF-8 sender name and a CA file', () => {
    const caFile = join(dataDir, 'ca.pem');
    writeFileSync(caFile, '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n');
    const config = loadConfig({
      ...base,
      SMTP_URL: 'smtp://user:pa%40ss@mail.example.com:587',
      SMTP_FROM: 'Aschentisch Ø <table@example.com>',
      SMTP_CA_FILE: caFile,
    });
    expect(config.smtpUrl).toBe('smtp://user:pa%40ss@mail.example.com:587');
    expect(config.smtpFrom).toBe('Aschentisch Ø <table@example.com>');
    expect(config.smtpCa).toContain('BEGIN CERTIFICATE');
  });

  it('refuses settings that could never send a mail, saying which', () => {
    expect(() => loadConfig({ ...base, SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.com' })).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ ...base, SMTP_FROM: 'Ashtable' })).toThrow(/SMTP_FROM/);
    expect(() => loadConfig({ ...base, SMTP_FROM: 'A <b> <c@d>' })).toThrow(/SMTP_FROM/);
    expect(() => loadConfig({ ...base, SMTP_CA_FILE: join(dataDir, 'missing.pem') })).toThrow(
      /SMTP_CA_FILE: cannot read/,
    );
    const notPem = join(dataDir, 'not.pem');
    writeFileSync(notPem, 'hello');
    expect(() => loadConfig({ ...base, SMTP_CA_FILE: notPem })).toThrow(/no PEM certificate/);
  });
});
