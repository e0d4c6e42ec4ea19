import type { RenderedEmail } from './email-layout';
import { renderEmail } from './email-layout';

/** Every mail the site sends; a new one is a function here built on renderEmail. */

/** Sent on registration when the account must be activated first. */
export function activationEmail(username: string, link: string): RenderedEmail {
  return renderEmail({
    subject: 'Activate your Ashtable account',
    greeting: `Hi ${username},`,
    paragraphs: ['Welcome to Ashtable! Please activate your account to start playing.'],
    action: { label: 'Activate your account', url: link },
    footnote: 'The link works for 7 days. If you did not register, ignore this email.',
  });
}

/** Sent on registration when the account is usable at once. */
export function welcomeEmail(username: string, loginUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'Welcome to Ashtable',
    greeting: `Hi ${username},`,
    paragraphs: ['Your account is ready. Build a deck, join a game and have fun.'],
    action: { label: 'Log in', url: loginUrl },
    footnote: 'You receive this email because an account was registered with this address.',
  });
}

/** Sent when someone asks to reset the password of an existing account. */
export function passwordResetEmail(username: string, link: string): RenderedEmail {
  return renderEmail({
    subject: 'Ashtable password reset',
    greeting: `Hi ${username},`,
    paragraphs: ['Someone asked to reset the password of your account.'],
    action: { label: 'Choose a new password', url: link },
    footnote:
      'The link works once, within 24 hours. If it was not you, ignore this email; your password is unchanged.',
  });
}
