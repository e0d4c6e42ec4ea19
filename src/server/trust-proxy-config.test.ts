import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ashtable-trust-proxy-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const read = (value?: string) =>
    loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'x',
      ...(value === undefined ? {} : { TRUST_PROXY: value }),
    }).trustProxy;

  it('is off unless set: the socket address is the client', () => {
    expect(read()).toBe(false);
    expect(read('')).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('0')).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and ranges', () => {
    expect(read('2')).toBe(2);
    expect(read('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it('refuses anything else, naming the setting', () => {
    expect(() => read('true')).toThrow(/TRUST_PROXY/);
    expect(() => read('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => read('proxy.example.com')).toThrow(/TRUST_PROXY/);
  });
});
