import { describe, expect, it } from 'vitest';
import { smtpTransportOptions } from './email';

describe('smtpTransportOptions', () => {
  it('requires STARTTLS on the submission port, given or by default', () => {
    expect(smtpTransportOptions('smtp://u:p@mail.example.com:587', null)).toMatchObject({
      requireTLS: true,
    });
    expect(smtpTransportOptions('smtp://mail.example.com', null)).toMatchObject({
      requireTLS: true,
    });
  });

  it('leaves STARTTLS opportunistic on other plain ports and off for implicit TLS', () => {
    expect(smtpTransportOptions('smtp://relay.local:25', null).requireTLS).toBe(false);
    expect(smtpTransportOptions('smtps://mail.example.com', null).requireTLS).toBe(false);
    expect(smtpTransportOptions('smtp://mail.example.com:465', null)).toMatchObject({
      requireTLS: false,
      url: 'smtps://mail.example.com:465',
    });
  });

  it('trusts the given certificate authority and keeps the URL for nodemailer to parse', () => {
    const options = smtpTransportOptions('smtp://relay.local:2525?tls.servername=relay', 'PEM');
    expect(options.tls).toEqual({ ca: 'PEM' });
    expect(options.url).toBe('smtp://relay.local:2525?tls.servername=relay');
  });
});
