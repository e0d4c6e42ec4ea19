import type { Card, CardStat } from '../../domain/cards';
import { accentColour, cardArt } from './art';
import type { Box } from './art';
import { cornerOrnaments, frameFor } from './frames';
import type { FrameStyle } from './frames';
import { actionIcon, chainIcon, dieIcon } from './icons';
import { layoutText } from './layout';
import type { IconPainter } from './layout';
import { parseCardText, parseCost } from './markup';
import type { ParsedCost, TextToken } from './markup';
import { escapeXml, textWidth } from './measure';

/** The renderer's own coordinate space: 65x91 card proportions, scaled up for crispness. */
export const CARD_WIDTH = 300;
export const CARD_HEIGHT = 420;

/** The fields of a card the renderer reads; everything else of Card is optional. */
export type RenderableCard = Pick<Card, 'stub' | 'name' | 'type'> &
  Partial<
    Pick<
      Card,
      | 'cost'
      | 'text'
      | 'dice'
      | 'attack'
      | 'life'
      | 'recover'
      | 'battlefield'
      | 'spellboard'
      | 'isChained'
      | 'copies'
      | 'threat'
      | 'ultimate'
      | 'blood'
      | 'placement'
    >
  >;

const SANS = "'Liberation Sans', Arial, Helvetica, sans-serif";
const SERIF = "'Liberation Serif', 'Times New Roman', Georgia, serif";
const INK = '#2a1d12';

function placeIcon(body: string, x: number, y: number, size: number): string {
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(size / 24).toFixed(3)})">${body}</g>`;
}

const paintToken: IconPainter = (token: TextToken, x, y, size) => {
  if (token.kind === 'die') return placeIcon(dieIcon(token.magic, token.face), x, y, size);
  if (token.kind === 'action') return placeIcon(actionIcon(token.action), x, y, size);
  return '';
};

/** The cost strip: icons with counts, alternatives of a parallel cost split by a slash. */
function costStrip(costs: ParsedCost[], x: number, y: number): string {
  if (costs.length === 0) return '';
  const size = 22;
  const parts: string[] = [];
  let cursor = x + 6;
  costs.forEach((alternatives, entryIndex) => {
    if (entryIndex > 0) cursor += 6;
    alternatives.forEach((alternative, altIndex) => {
      if (altIndex > 0) {
        parts.push(
          `<text x="${cursor + 2}" y="${y + 17}" font-family="${SANS}" font-size="16" fill="#f1e4c4">/</text>`,
        );
        cursor += 10;
      }
      for (const part of alternative) {
        if (part.count > 1) {
          parts.push(
            `<text x="${cursor}" y="${y + 17}" font-family="${SANS}" font-weight="bold" font-size="15" fill="#f1e4c4">${part.count}</text>`,
          );
          cursor += textWidth(String(part.count), 15, true) + 2;
        }
        parts.push(paintToken(part.icon, cursor, y + 1, size));
        cursor += size + 2;
      }
    });
  });
  const width = cursor - x + 4;
  return (
    `<rect x="${x}" y="${y - 2}" width="${width.toFixed(1)}" height="${size + 6}" rx="${(size + 6) / 2}" fill="#140d08" fill-opacity="0.82" stroke="#f1e4c4" stroke-opacity="0.35"/>` +
    parts.join('')
  );
}

/** A unit's stat colours, the same on the printed card (the zoom) and on the table's strip. */
export const STAT_COLOURS = { attack: '#c77b2e', life: '#b8322a', recover: '#3f8f5f' } as const;

interface Stat {
  label: string;
  value: CardStat;
  colour: string;
}

function statsOf(card: RenderableCard): Stat[] {
  const stats: Stat[] = [];
  const add = (label: string, value: CardStat | null | undefined, colour: string) => {
    if (value !== null && value !== undefined && value !== '') stats.push({ label, value, colour });
  };
  if (card.type === 'Phoenixborn') {
    add('Battlefield', card.battlefield, '#c77b2e');
    add('Life', card.life, STAT_COLOURS.life);
    add('Spellboard', card.spellboard, '#3f7fbf');
  } else if (card.type === 'Chimera' || card.type === 'Dragonborn') {
    add('Life', card.life, STAT_COLOURS.life);
    add('Threat', card.threat, '#7b3fa0');
    add('Ultimate', card.ultimate, '#c77b2e');
  } else {
    add('Attack', card.attack, STAT_COLOURS.attack);
    add('Life', card.life, STAT_COLOURS.life);
    add('Recover', card.recover, STAT_COLOURS.recover);
  }
  return stats;
}

function statBadges(stats: Stat[], style: FrameStyle, y: number): string {
  if (stats.length === 0) return '';
  const spacing = 86;
  const start = CARD_WIDTH / 2 - ((stats.length - 1) * spacing) / 2;
  return stats
    .map((stat, index) => {
      const cx = start + index * spacing;
      const value = String(stat.value);
      const fontSize = value.length > 2 ? 15 : 20;
      return (
        `<circle cx="${cx}" cy="${y}" r="17" fill="${stat.colour}" stroke="${style.light}" stroke-width="2.5"/>` +
        `<text x="${cx}" y="${y + fontSize * 0.36}" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="${fontSize}" fill="#fff8ea">${escapeXml(value)}</text>` +
        `<text x="${cx}" y="${y + 30}" text-anchor="middle" font-family="${SANS}" font-size="9.5" letter-spacing="1" fill="${style.light}">${stat.label.toUpperCase()}</text>`
      );
    })
    .join('');
}

function title(card: RenderableCard, style: FrameStyle, id: string): string {
  const maxWidth = card.isChained ? 236 : 262;
  const fontSize = 19;
  const estimate = textWidth(card.name, fontSize, true) * 0.95;
  const squeeze =
    estimate > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return (
    `<defs><linearGradient id="${id}t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${style.light}"/><stop offset="1" stop-color="${style.base}"/></linearGradient></defs>` +
    `<rect x="12" y="12" width="276" height="38" rx="8" fill="url(#${id}t)" stroke="${style.dark}" stroke-width="1.5"/>` +
    `<text x="22" y="38" font-family="${SERIF}" font-weight="bold" font-size="${fontSize}" fill="#1a0f08"${squeeze}>${escapeXml(card.name)}</text>`
  );
}

function typeLine(card: RenderableCard, style: FrameStyle, y: number): string {
  const accent = accentColour({ dice: card.dice ?? [] }, style);
  const copies = card.copies ? ` · ×${card.copies}` : '';
  return (
    `<rect x="14" y="${y}" width="272" height="22" fill="${style.dark}" fill-opacity="0.9"/>` +
    `<rect x="14" y="${y}" width="4" height="22" fill="${accent}"/>` +
    `<text x="24" y="${y + 15.5}" font-family="${SANS}" font-size="12" letter-spacing="1.5" fill="${style.light}">${escapeXml(card.type.toUpperCase() + copies)}</text>`
  );
}

/** A short identifier safe for SVG ids, so two inline cards never share gradients. */
function idFor(stub: string): string {
  return 'c' + stub.replace(/[^a-z0-9]/gi, '').slice(0, 24);
}

/**
 * Draws a card from its data as a standalone SVG document (300x420 units, 65:91). The same
 * string serves the DOM (as an image) and the board (as a texture source).
 */
export function renderCardSvg(
  card: RenderableCard,
  // The board draws its own picture per card (board/art); other pages keep the default.
  paintArt?: (box: Box) => string,
): string {
  const style = frameFor(card.type);
  const id = idFor(card.stub);
  const stats = statsOf(card);
  const tokens = parseCardText(card.text ?? '');
  const textBottom = stats.length > 0 ? 362 : 404;
  // A card without rules text (boss aspects) gives the text box's room to its picture.
  const art = { x: 16, y: 56, width: 268, height: tokens.length > 0 ? 150 : textBottom - 90 };
  const typeTop = art.y + art.height + 4;
  const textTop = typeTop + 26;
  const text = layoutText(
    tokens,
    { x: 26, y: textTop + 4, width: 248, height: textBottom - textTop - 12 },
    paintToken,
    { maxFont: 14, minFont: 8, colour: INK, fontFamily: SANS },
  );
  const dash = style.conjured ? ' stroke-dasharray="8 5"' : '';
  const chained = card.isChained
    ? `<g><circle cx="268" cy="31" r="15" fill="#1a0f08" stroke="#d9b25a" stroke-width="1.5"/>${placeIcon(chainIcon(), 255, 18, 26)}</g>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" role="img" aria-label="${escapeXml(card.name)}">`,
    `<title>${escapeXml(card.name)}</title>`,
    `<defs><linearGradient id="${id}f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${style.base}"/><stop offset="0.5" stop-color="${style.dark}"/><stop offset="1" stop-color="${style.base}"/></linearGradient>`,
    `<clipPath id="${id}c"><rect x="${art.x}" y="${art.y}" width="${art.width}" height="${art.height}" rx="6"/></clipPath></defs>`,
    `<rect x="1" y="1" width="${CARD_WIDTH - 2}" height="${CARD_HEIGHT - 2}" rx="16" fill="url(#${id}f)" stroke="${style.light}" stroke-width="2"/>`,
    `<rect x="7" y="7" width="${CARD_WIDTH - 14}" height="${CARD_HEIGHT - 14}" rx="11" fill="none" stroke="${style.light}" stroke-opacity="0.6" stroke-width="1.5"${dash}/>`,
    cornerOrnaments(style, CARD_WIDTH, CARD_HEIGHT),
    `<g clip-path="url(#${id}c)">${paintArt ? paintArt(art) : cardArt({ stub: card.stub, type: card.type, dice: card.dice ?? [] }, art, style)}</g>`,
    `<rect x="${art.x}" y="${art.y}" width="${art.width}" height="${art.height}" rx="6" fill="none" stroke="${style.light}" stroke-width="1.5"/>`,
    title(card, style, id),
    chained,
    costStrip(parseCost(card.cost), 22, art.y + art.height - 32),
    typeLine(card, style, typeTop),
    tokens.length > 0
      ? `<rect x="16" y="${textTop}" width="268" height="${textBottom - textTop}" rx="6" fill="#efe3c8" stroke="${style.light}" stroke-width="1.2"/>${text.svg}`
      : '',
    statBadges(stats, style, 382),
    '</svg>',
  ].join('');
}

/** Card backs of the spec, chosen by the card's blood value. */
export const CARD_BACKS = ['back', 'back-blood-1', 'back-blood-2', 'back-conjuration'] as const;
export type CardBack = (typeof CARD_BACKS)[number];

/** Conjured cards use the conjuration back; boss cards with blood 1 or 2 their blood backs. */
export function cardBackFor(card: Pick<Card, 'type'> & Partial<Pick<Card, 'blood'>>): CardBack {
  if (card.type === 'Conjuration' || card.type.startsWith('Conjured')) return 'back-conjuration';
  if (card.blood === 1) return 'back-blood-1';
  if (card.blood === 2) return 'back-blood-2';
  return 'back';
}

const BACK_STYLES: Record<CardBack, { base: string; dark: string; light: string; drops: number }> =
  {
    back: { base: '#5a2410', dark: '#1c0a04', light: '#f0a94e', drops: 0 },
    'back-blood-1': { base: '#5e0f14', dark: '#1e0305', light: '#e2574c', drops: 1 },
    'back-blood-2': { base: '#4a0a20', dark: '#18020a', light: '#e0507a', drops: 2 },
    'back-conjuration': { base: '#3d2a5c', dark: '#150c24', light: '#b497ea', drops: 0 },
  };

/** An original card back: a radiant phoenix sigil, with blood drops for the blood backs. */
export function renderCardBackSvg(back: CardBack): string {
  const style = BACK_STYLES[back];
  const id = `b${back.replace(/-/g, '')}`;
  const rays = Array.from({ length: 16 }, (_, i) => {
    const angle = (i * Math.PI) / 8;
    const x = 150 + Math.cos(angle) * 118;
    const y = 210 + Math.sin(angle) * 118;
    return `<path d="M150 210L${x.toFixed(1)} ${y.toFixed(1)}" stroke="${style.light}" stroke-opacity="0.18" stroke-width="6"/>`;
  }).join('');
  const drops = Array.from({ length: style.drops }, (_, i) => {
    const x = 150 + (i - (style.drops - 1) / 2) * 34;
    return `<path d="M${x} 318c-9 12-13 18-13 24a13 13 0 0 0 26 0c0-6-4-12-13-24z" fill="#c0182a" stroke="#ffd0c8" stroke-width="1.5"/>`;
  }).join('');
  const emblem =
    back === 'back-conjuration'
      ? `<path d="M150 150a60 60 0 1 1-.1 0zM150 170v80M115 190l70 40M185 190l-70 40" fill="none" stroke="${style.light}" stroke-width="5" stroke-linecap="round"/>`
      : `<path d="M150 150c-6 0-10 4-10 10 0 4 3 7 6 8l-24-4c-18-3-32-14-40-30 8 26 22 42 42 48l-11 8c11 3 22 0 31-6l6 32 6-32c9 6 20 9 31 6l-11-8c20-6 34-22 42-48-8 16-22 27-40 30l-24 4c3-1 6-4 6-8 0-6-4-10-10-10z" fill="${style.light}" stroke="${style.dark}" stroke-width="2"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">`,
    `<defs><radialGradient id="${id}" cx="0.5" cy="0.5" r="0.7"><stop offset="0" stop-color="${style.base}"/><stop offset="1" stop-color="${style.dark}"/></radialGradient></defs>`,
    `<rect x="1" y="1" width="298" height="418" rx="16" fill="url(#${id})" stroke="${style.light}" stroke-width="2"/>`,
    `<rect x="12" y="12" width="276" height="396" rx="10" fill="none" stroke="${style.light}" stroke-opacity="0.7" stroke-width="2"${back === 'back-conjuration' ? ' stroke-dasharray="10 6"' : ''}/>`,
    rays,
    `<circle cx="150" cy="210" r="86" fill="none" stroke="${style.light}" stroke-width="3"/>`,
    `<circle cx="150" cy="210" r="76" fill="none" stroke="${style.light}" stroke-opacity="0.5" stroke-width="1.5"/>`,
    emblem,
    drops,
    '</svg>',
  ].join('');
}

/** An SVG document as a data URL, usable by <img> and by texture loaders. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The photographic image of a card when a card image base URL is configured: the image stub
 * (with .jpg added when it has no extension; a `%s` placeholder takes the first variant).
 */
export function cardImageUrl(
  base: string,
  card: Pick<Card, 'stub'> & Partial<Pick<Card, 'imageStub'>>,
): string {
  const stub = (card.imageStub || card.stub).replace('%s', '1');
  const file = /\.(jpe?g|png|webp)$/i.test(stub) ? stub : `${stub}.jpg`;
  return `${base.replace(/\/+$/, '')}/${file}`;
}
