/**
 * One email described once and rendered twice: a plain-text part for every mail reader and
 * an HTML part in the product's dark parchment-and-ember look. Both come from the same
 * fields, so the two parts always say the same thing.
 */
export interface EmailContent {
  subject: string;
  /** The opening line, e.g. "Hi alice,". */
  greeting: string;
  paragraphs: string[];
  /** The one thing the mail asks the reader to do: a button in HTML, a bare link in text. */
  action?: { label: string; url: string };
  /** Small print under the action (why the mail came, what happens if it is ignored). */
  footnote?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The product's colours (src/app/theme.ts), written out because mail readers ignore CSS files. */
const COLOURS = {
  page: '#15110e',
  card: '#1e1814',
  border: '#4a3320',
  ember: '#e0923c',
  text: '#f1e6d6',
  muted: '#c4b29c',
} as const;

const HEADING_FONT = 'Georgia, "Times New Roman", serif';
const BODY_FONT = '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values (names and links come from users). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function renderText(content: EmailContent): string {
  const blocks = [content.greeting, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  if (content.footnote) blocks.push(content.footnote);
  blocks.push('-- \nAshtable');
  return `${blocks.join('\n\n')}\n`;
}

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;font:16px/1.5 ${BODY_FONT};color:${COLOURS.text};">${escapeHtml(text)}</p>`;
}

function button(action: { label: string; url: string }): string {
  const url = escapeHtml(action.url);
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr>',
    `<td style="border-radius:6px;background:${COLOURS.ember};">`,
    `<a href="${url}" style="display:inline-block;padding:12px 24px;font:600 16px ${BODY_FONT};color:${COLOURS.page};text-decoration:none;">${escapeHtml(action.label)}</a>`,
    '</td></tr></table>',
    `<p style="margin:0 0 16px;font:13px/1.5 ${BODY_FONT};color:${COLOURS.muted};">`,
    `If the button does not work, copy this link into your browser:<br>`,
    `<a href="${url}" style="color:${COLOURS.ember};word-break:break-all;">${url}</a></p>`,
  ].join('');
}

function renderHtml(content: EmailContent): string {
  const body = [
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    content.action ? button(content.action) : '',
    content.footnote
      ? `<p style="margin:0;font:13px/1.5 ${BODY_FONT};color:${COLOURS.muted};">${escapeHtml(content.footnote)}</p>`
      : '',
  ].join('');
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="color-scheme" content="dark">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLOURS.page};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.page};"><tr><td align="center" style="padding:32px 16px;">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">',
    `<tr><td style="padding:0 0 16px;font:700 28px ${HEADING_FONT};color:${COLOURS.ember};letter-spacing:0.5px;">Ashtable</td></tr>`,
    `<tr><td style="padding:28px;background:${COLOURS.card};border:1px solid ${COLOURS.border};border-radius:6px;">${body}</td></tr>`,
    `<tr><td style="padding:16px 0 0;font:12px ${BODY_FONT};color:${COLOURS.muted};">An online table for Ashes Reborn.</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

export function renderEmail(content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}
