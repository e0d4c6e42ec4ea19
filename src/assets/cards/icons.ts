import type { ActionIcon, DieFace, TextMagic } from './markup';

/** The colour of each magic type, used for dice icons and frame accents. */
export const MAGIC_COLOURS: Record<TextMagic, { fill: string; dark: string }> = {
  ceremonial: { fill: '#c8c8d4', dark: '#26262e' },
  charm: { fill: '#e07bbd', dark: '#5e2450' },
  divine: { fill: '#e8c45a', dark: '#6a5416' },
  illusion: { fill: '#b05fd8', dark: '#44205a' },
  natural: { fill: '#4a93da', dark: '#17385c' },
  sympathy: { fill: '#4fb779', dark: '#184a2c' },
  time: { fill: '#47c2c9', dark: '#14484c' },
  astral: { fill: '#8484f0', dark: '#28286a' },
  artifice: { fill: '#cf8a44', dark: '#5a3512' },
};

/** White line-art glyphs on a 24x24 grid, one per magic type. */
const MAGIC_GLYPHS: Record<TextMagic, string> = {
  ceremonial:
    '<path d="M12 4.5c3.2 3 3.2 6 0 8.2c-3.2-2.2-3.2-5.2 0-8.2z" fill="currentColor" stroke="none"/><path d="M7.5 15.5h9M9 19h6"/>',
  charm: '<path d="M12 18.5l-5.6-5.6a3.3 3.3 0 0 1 5.6-4.4a3.3 3.3 0 0 1 5.6 4.4z"/>',
  divine:
    '<circle cx="12" cy="12" r="3.2"/><path d="M12 4v2.5M12 17.5V20M4 12h2.5M17.5 12H20M6.3 6.3l1.8 1.8M15.9 15.9l1.8 1.8M6.3 17.7l1.8-1.8M15.9 8.1l1.8-1.8"/>',
  illusion:
    '<path d="M4 12q8-8.5 16 0q-8 8.5-16 0z"/><circle cx="12" cy="12" r="2.4" fill="currentColor" stroke="none"/>',
  natural: '<path d="M6 18C6 10.5 10.5 6 18 6c0 7.5-4.5 12-12 12z"/><path d="M6 18l7.5-7.5"/>',
  sympathy: '<circle cx="9.2" cy="12" r="4.4"/><circle cx="14.8" cy="12" r="4.4"/>',
  time: '<path d="M8 5h8l-4 7 4 7H8l4-7z"/>',
  astral:
    '<path d="M12 4l1.9 6.1L20 12l-6.1 1.9L12 20l-1.9-6.1L4 12l6.1-1.9z" fill="currentColor" stroke="none"/>',
  artifice:
    '<circle cx="12" cy="12" r="3.6"/><path d="M12 4.5v3M12 16.5v3M4.5 12h3M16.5 12h3M6.7 6.7l2.1 2.1M15.2 15.2l2.1 2.1M6.7 17.3l2.1-2.1M15.2 8.8l2.1-2.1"/>',
};

/** Fills light enough that a white glyph would vanish on them take the dark glyph instead. */
const LIGHT_FILLS: ReadonlySet<TextMagic> = new Set(['ceremonial', 'divine']);

/**
 * A die icon on a 24x24 grid. The two magic faces differ in more than colour, so they stay
 * apart for every magic (ceremonial's greys included) and for colour-blind players: a power
 * face is a solid disc with an inner ring, a class face a dark disc in a dashed ring. Basic
 * dice are grey squares.
 */
export function dieIcon(magic: TextMagic | null, face: DieFace): string {
  if (!magic || face === 'basic') {
    return (
      '<rect x="3" y="3" width="18" height="18" rx="4" fill="#d8d2c4" stroke="#4a443a" stroke-width="1.5"/>' +
      '<circle cx="12" cy="12" r="2.6" fill="#4a443a"/>'
    );
  }
  const colour = MAGIC_COLOURS[magic];
  const glyph = `<g fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round">${MAGIC_GLYPHS[magic]}</g>`;
  if (face === 'class') {
    return (
      `<circle cx="12" cy="12" r="10.5" fill="${colour.dark}" stroke="${colour.fill}" stroke-width="2" stroke-dasharray="3.2 1.8"/>` +
      `<g color="${colour.fill}" transform="translate(2.4 2.4) scale(0.8)">${glyph}</g>`
    );
  }
  const ink = LIGHT_FILLS.has(magic) ? colour.dark : '#ffffff';
  return (
    `<circle cx="12" cy="12" r="10.5" fill="${colour.fill}" stroke="${colour.dark}" stroke-width="1.5"/>` +
    `<circle cx="12" cy="12" r="8.6" fill="none" stroke="${ink}" stroke-opacity="0.55" stroke-width="0.9"/>` +
    `<g color="${ink}">${glyph}</g>`
  );
}

/** Action and cost symbols on a 24x24 grid. */
export function actionIcon(action: ActionIcon): string {
  switch (action) {
    case 'main':
      return '<circle cx="12" cy="12" r="10" fill="#f1e4c4" stroke="#3a2816" stroke-width="1.6"/><circle cx="12" cy="12" r="5" fill="#3a2816"/>';
    case 'side':
      return '<circle cx="12" cy="12" r="10" fill="#f1e4c4" stroke="#3a2816" stroke-width="1.6"/><path d="M12 2a10 10 0 0 1 0 20z" fill="#3a2816"/>';
    case 'exhaust':
      return '<rect x="6" y="4" width="12" height="16" rx="2" transform="rotate(35 12 12)" fill="#f1e4c4" stroke="#3a2816" stroke-width="1.6"/><path d="M5 19.5a9 9 0 0 1-1.5-7.5M2.5 14.5l1-2.6 2.6 1" fill="none" stroke="#3a2816" stroke-width="1.6" stroke-linecap="round"/>';
    case 'discard':
      return '<rect x="5" y="3" width="14" height="18" rx="2" fill="#f1e4c4" stroke="#3a2816" stroke-width="1.6"/><path d="M12 7v9M8.5 12.5L12 16l3.5-3.5" fill="none" stroke="#7a1c12" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
  }
}

/** Two interlocked links: the organised-play chained-list marker. */
export function chainIcon(colour = '#d9b25a'): string {
  return (
    `<g fill="none" stroke="${colour}" stroke-width="2.4" stroke-linecap="round">` +
    '<rect x="2.5" y="8" width="11" height="7" rx="3.5" transform="rotate(-40 8 11.5)"/>' +
    '<rect x="10.5" y="9" width="11" height="7" rx="3.5" transform="rotate(-40 16 12.5)"/>' +
    '</g>'
  );
}

/** A complete standalone SVG of one icon, for use outside cards (lists, help pages). */
export function iconSvgDocument(body: string, size = 24): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24">${body}</svg>`;
}
