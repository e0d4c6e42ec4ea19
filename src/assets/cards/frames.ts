import type { CardType } from '../../domain/cards';

export type Ornament =
  'flame' | 'crest' | 'rune' | 'wave' | 'bolt' | 'leaf' | 'gem' | 'spike' | 'claw';

/** How one card type is framed: its palette, its corner ornament and whether it is conjured. */
export interface FrameStyle {
  /** Main frame colour. */
  base: string;
  /** Highlight of the frame and the title band. */
  light: string;
  /** Deepest shade, used for the art's sky and shadows. */
  dark: string;
  ornament: Ornament;
  /** Conjured cards get a dashed inner border: they live outside the deck. */
  conjured: boolean;
}

const FRAMES: Record<CardType, FrameStyle> = {
  Phoenixborn: {
    base: '#7a2e12',
    light: '#f0a94e',
    dark: '#2a0e05',
    ornament: 'flame',
    conjured: false,
  },
  Ally: { base: '#34465a', light: '#a9c1d9', dark: '#0f1822', ornament: 'crest', conjured: false },
  Conjuration: {
    base: '#3d2a5c',
    light: '#b497ea',
    dark: '#150c24',
    ornament: 'rune',
    conjured: true,
  },
  'Action Spell': {
    base: '#6b1f1f',
    light: '#ec7a62',
    dark: '#230808',
    ornament: 'bolt',
    conjured: false,
  },
  'Reaction Spell': {
    base: '#1d4a52',
    light: '#66d0d2',
    dark: '#071a1d',
    ornament: 'wave',
    conjured: false,
  },
  'Ready Spell': {
    base: '#21502e',
    light: '#84cf93',
    dark: '#091c0f',
    ornament: 'leaf',
    conjured: false,
  },
  'Alteration Spell': {
    base: '#6b4a14',
    light: '#ecc060',
    dark: '#241804',
    ornament: 'gem',
    conjured: false,
  },
  'Conjured Alteration Spell': {
    base: '#4f2d5e',
    light: '#dcaae8',
    dark: '#1a0c20',
    ornament: 'gem',
    conjured: true,
  },
  Chimera: {
    base: '#3a0c0c',
    light: '#d9473a',
    dark: '#120303',
    ornament: 'spike',
    conjured: false,
  },
  Dragonborn: {
    base: '#3d2208',
    light: '#e2842a',
    dark: '#140a02',
    ornament: 'spike',
    conjured: false,
  },
  Aspect: { base: '#421616', light: '#c4625c', dark: '#160606', ornament: 'claw', conjured: false },
  'Conjured Aspect': {
    base: '#421630',
    light: '#cf6aa6',
    dark: '#16060f',
    ornament: 'claw',
    conjured: true,
  },
  Behaviour: {
    base: '#2b2b2f',
    light: '#a3a3ad',
    dark: '#0c0c0e',
    ornament: 'rune',
    conjured: false,
  },
};

const FALLBACK: FrameStyle = FRAMES.Ally;

export function frameFor(type: string): FrameStyle {
  return (FRAMES as Record<string, FrameStyle>)[type] ?? FALLBACK;
}

/** Every type that has its own frame (all player and boss types of the domain). */
export const FRAMED_TYPES = Object.keys(FRAMES) as CardType[];

/** Corner ornaments on a 40x40 grid, drawn for the top-left corner and mirrored. */
const ORNAMENT_PATHS: Record<Ornament, string> = {
  flame: 'M4 36C4 22 10 14 18 3c-2 10 6 13 4 23c6-4 8-8 8-14c6 10 4 20-4 24z',
  crest: 'M5 5h26v12c0 9-6 14-13 19C11 31 5 26 5 17z',
  rune: 'M20 4a16 16 0 1 1-.1 0zM20 9v22M12 14l16 12M28 14L12 26',
  wave: 'M2 14q8-12 16 0t16 0M2 24q8-12 16 0t16 0M2 34q8-12 16 0t16 0',
  bolt: 'M24 2L8 22h10l-6 16 20-24H22z',
  leaf: 'M4 36C4 16 16 4 36 4c0 20-12 32-32 32zM4 36L26 14',
  gem: 'M20 3l15 15-15 19L5 18zM5 18h30M20 3v34',
  spike: 'M2 2l36 8-22 5-5 23z',
  claw: 'M6 34C10 20 18 10 34 6M4 24C8 14 14 8 26 4M14 38C18 28 26 20 38 16',
};

/** True for ornaments drawn as strokes rather than filled shapes. */
const STROKED: ReadonlySet<Ornament> = new Set(['rune', 'wave', 'claw']);

/** The four corner ornaments of a card of the given size. */
export function cornerOrnaments(style: FrameStyle, width: number, height: number): string {
  const path = ORNAMENT_PATHS[style.ornament];
  const paint = STROKED.has(style.ornament)
    ? `fill="none" stroke="${style.light}" stroke-width="3" stroke-linecap="round"`
    : `fill="${style.light}" stroke="${style.dark}" stroke-width="1.5"`;
  const size = 24;
  const scale = size / 40;
  const corners = [
    `translate(3 3) scale(${scale})`,
    `translate(${width - 3} 3) scale(${-scale} ${scale})`,
    `translate(3 ${height - 3}) scale(${scale} ${-scale})`,
    `translate(${width - 3} ${height - 3}) scale(${-scale} ${-scale})`,
  ];
  return corners
    .map((transform) => `<path d="${path}" transform="${transform}" ${paint} opacity="0.9"/>`)
    .join('');
}
