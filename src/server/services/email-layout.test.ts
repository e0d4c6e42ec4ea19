import { describe, expect, it } from 'vitest';
import { escapeHtml, renderEmail } from './email-layout';
import { activationEmail, passwordResetEmail, welcomeEmail } from './email-templates';

describe('renderEmail', () => {
  const rendered = renderEmail({
    subject: 'Subject <1>',
    greeting: 'Hi <b>bob</b> & co,',
    paragraphs: ['First "quoted" paragraph.'],
    action: { label: 'Do it', url: 'https://example.com/go?a=1&b=<2>' },
    footnote: 'Ignore if not you.',
  });

  it('says the same in the text part, in order, with the bare link', () => {
    expect(rendered.text).toBe(
      'Hi <b>bob</b> & co,\n\nFirst "quoted" paragraph.\n\nDo it:\nhttps://example.com/go?a=1&b=<2>\n\nIgnore if not you.\n\n-- \nAshtable\n',
    );
  });

  it('escapes every user-given text and link in the HTML part', () => {
    expect(rendered.html).toContain('Hi &lt;b&gt;bob&lt;/b&gt; &amp; co,');
    expect(rendered.html).toContain('href="https://example.com/go?a=1&amp;b=&lt;2&gt;"');
    expect(rendered.html).toContain('First &quot;quoted&quot; paragraph.');
    expect(rendered.html).toContain('<title>Subject &lt;1&gt;</title>');
    expect(rendered.html).not.toContain('<b>bob</b>');
  });

  it('draws the product look: ember button, dark page', () => {
    expect(rendered.html).toContain('background:#e0923c');
    expect(rendered.html).toContain('background:#15110e');
  });

  it('leaves out the button and footnote when a mail has none', () => {
    const plain = renderEmail({ subject: 's', greeting: 'Hi,', paragraphs: ['p'] });
    expect(plain.text).toBe('Hi,\n\np\n\n-- \nAshtable\n');
    expect(plain.html).not.toContain('<a ');
  });
});

describe('escapeHtml', () => {
  it('replaces the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('the site mails', () => {
  it.each([
    [
      'activation',
      activationEmail('bob', 'https://x/activation?id=1'),
      'Activate your Ashtable account',
    ],
    ['welcome', welcomeEmail('bob', 'https://x/login'), 'Welcome to Ashtable'],
    [
      'reset',
      passwordResetEmail('bob', 'https://x/reset-password?id=1'),
      'Ashtable password reset',
    ],
  ])('%s mail greets the user and carries its link in both parts', (_name, mail, subject) => {
    expect(mail.subject).toBe(subject);
    const url = /https:\/\/x\/\S+/.exec(mail.text)?.[0] ?? '';
    expect(url).not.toBe('');
    expect(mail.text).toContain('Hi bob,');
    expect(mail.html).toContain('Hi bob,');
    expect(mail.html).toContain(`href="${escapeHtml(url)}"`);
  });
});
