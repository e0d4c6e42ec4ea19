import type { Card } from '../../domain/cards';
import type { FrameStyle } from './frames';
import { MAGIC_COLOURS } from './icons';
import type { TextMagic } from './markup';

/** A small deterministic generator so that a card's art is the same on every render. */
function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function ridge(box: Box, random: () => number, base: number, amplitude: number, fill: string) {
  const steps = 7;
  const points: string[] = [`${box.x},${box.y + box.height}`];
  for (let i = 0; i <= steps; i++) {
    const x = box.x + (box.width * i) / steps;
    const y = box.y + box.height * base - random() * amplitude * box.height;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  points.push(`${box.x + box.width},${box.y + box.height}`);
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** Silhouettes on a 100x100 grid, one per family of card type. */
const EMBLEMS: Record<string, string> = {
  phoenix:
    'M50 30c-4 0-7 3-7 7 0 3 2 5 4 6L30 40C18 38 8 30 2 18c6 18 16 30 30 34l-8 6c8 2 16 0 22-4l4 22 4-22c6 4 14 6 22 4l-8-6c14-4 24-16 30-34-6 12-16 20-28 22l-17 3c2-1 4-3 4-6 0-4-3-7-7-7z',
  figure:
    'M50 14a10 10 0 1 1-.1 0zM34 40c4-8 28-8 32 0l8 50H26zM30 48L14 70l4 3 16-18M70 48l16 22-4 3-16-18',
  beast:
    'M20 70c0-22 12-40 30-40s30 18 30 40l-10 18H30zM30 34L18 10l20 18M70 34l12-24-20 18M38 56a5 5 0 1 1-.1 0M62 56a5 5 0 1 1-.1 0',
  sigil: 'M50 8l12 30 32 2-25 20 9 32-28-18-28 18 9-32L6 40l32-2z',
  bolt: 'M60 4L22 54h24L34 96l44-58H54z',
  ward: 'M50 6l36 12v26c0 24-16 42-36 52C30 86 14 68 14 44V18zM50 22v56M30 40h40',
  amulet: 'M50 18a22 22 0 1 1-.1 0zM50 30a10 10 0 1 1-.1 0M50 4v14M40 8l10 10 10-10',
  monster:
    'M50 16c-24 0-38 20-38 40 0 14 8 26 18 32l4-12 8 14 8-12 8 12 8-14 4 12c10-6 18-18 18-32 0-20-14-40-38-40zM34 44l12 8-12 4zM66 44l-12 8 12 4zM14 30L2 6l22 14M86 30L98 6 76 20',
};

function emblemFor(type: string): string {
  if (type === 'Phoenixborn') return 'phoenix';
  if (type === 'Ally') return 'figure';
  if (type === 'Conjuration' || type === 'Conjured Aspect') return 'beast';
  if (type.includes('Alteration')) return 'amulet';
  if (type === 'Chimera' || type === 'Dragonborn' || type === 'Aspect') return 'monster';
  if (type === 'Action Spell') return 'bolt';
  if (type === 'Reaction Spell') return 'ward';
  return 'sigil';
}

/** The card's main magic colour, or the frame highlight for colourless cards. */
export function accentColour(card: Pick<Card, 'dice'>, style: FrameStyle): string {
  const magic = card.dice?.[0] as TextMagic | undefined;
  return magic && MAGIC_COLOURS[magic] ? MAGIC_COLOURS[magic].fill : style.light;
}

/**
 * Original generated art for the card's picture window: a dusk sky, two mountain ridges,
 * a moon, drifting embers and a silhouette for the card's family, varied by the card's stub.
 */
export function cardArt(card: Pick<Card, 'stub' | 'type' | 'dice'>, box: Box, style: FrameStyle) {
  const random = seededRandom(card.stub || card.type);
  const accent = accentColour(card, style);
  const id = `a${Math.floor(random() * 1e9).toString(36)}`;
  const moonX = box.x + box.width * (0.15 + random() * 0.7);
  const moonY = box.y + box.height * (0.18 + random() * 0.2);
  const embers = Array.from({ length: 14 }, () => {
    const x = box.x + random() * box.width;
    const y = box.y + random() * box.height;
    const r = 0.6 + random() * 1.8;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${accent}" opacity="${(0.3 + random() * 0.6).toFixed(2)}"/>`;
  }).join('');
  const emblemSize = box.height * 0.78;
  const emblemX = box.x + box.width / 2 - emblemSize / 2 + (random() - 0.5) * box.width * 0.2;
  const emblemY = box.y + box.height - emblemSize - box.height * 0.04;
  return [
    `<defs><linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${style.dark}"/><stop offset="0.65" stop-color="${style.base}"/>`,
    `<stop offset="1" stop-color="${accent}" stop-opacity="0.55"/></linearGradient>`,
    `<radialGradient id="${id}g"><stop offset="0" stop-color="${accent}" stop-opacity="0.7"/>`,
    `<stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="url(#${id}s)"/>`,
    `<circle cx="${moonX.toFixed(1)}" cy="${moonY.toFixed(1)}" r="${box.height * 0.32}" fill="url(#${id}g)"/>`,
    `<circle cx="${moonX.toFixed(1)}" cy="${moonY.toFixed(1)}" r="${box.height * 0.09}" fill="#f6ead0" opacity="0.85"/>`,
    ridge(box, random, 0.72, 0.3, style.dark + 'aa'),
    `<path d="${EMBLEMS[emblemFor(card.type)]}" transform="translate(${emblemX.toFixed(1)} ${emblemY.toFixed(1)}) scale(${(emblemSize / 100).toFixed(3)})" fill="${style.dark}" stroke="${accent}" stroke-width="2.2" stroke-linejoin="round" opacity="0.95"/>`,
    ridge(box, random, 0.95, 0.12, style.dark),
    embers,
  ].join('');
}
