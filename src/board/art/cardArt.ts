/**
 * The picture of a card on the board, drawn from the card's own data so that no two cards of a
 * deck look alike and a card is recognised at a glance, without any image pack:
 *
 * - palette: the card's magic (its dice, else the magic of its cost); colourless cards get an
 *   ash palette picked by the card's stub;
 * - backdrop: one of six compositions (rays, rings, bands, shards, waves, lattice), its count,
 *   angle and mirroring chosen by the card's name;
 * - motif: a shape by card type (figure, beast, bolt, shield, rune, amulet, phoenix, maw),
 *   placed and tilted by the stub;
 * - crest: cards tied to a Phoenixborn (and the Phoenixborn itself) carry that Phoenixborn's
 *   crest, a polygon star whose points come from its name, so its cards are told as a family;
 * - constellation: a few stars joined by lines, placed by the name.
 *
 * `artKey` names the visible features (what a player tells cards apart by); `paintCardArt`
 * draws them. Both are pure and deterministic; the face cache keys by stub as before.
 */
import type { Magic } from '../../domain/dice';
import { MAGIC_COLOURS } from '../../assets/cards/icons';

export interface ArtFacts {
  stub: string;
  name: string;
  type: string;
  /** The card's magic, most important first (dice, else the magic of its cost). */
  magic: readonly Magic[];
  /** The Phoenixborn the card belongs to, or its own name for a Phoenixborn. */
  phoenixborn: string | null;
}

export interface ArtBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Palette {
  light: string;
  dark: string;
  second: string;
}

export const COMPOSITIONS = ['rays', 'rings', 'bands', 'shards', 'waves', 'lattice'] as const;
type Composition = (typeof COMPOSITIONS)[number];

/** Ash palettes for cards without magic, told apart by stub. */
const ASH: readonly Palette[] = [
  { light: '#d9a066', dark: '#2b1a0e', second: '#8c5a3c' },
  { light: '#b8b8a8', dark: '#1e1e1a', second: '#6e6a5e' },
  { light: '#e07a4f', dark: '#2e120a', second: '#a3462a' },
  { light: '#c9b27c', dark: '#231d0e', second: '#7d6a3e' },
];

function hash(text: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A seeded stream of numbers in [0, 1) so that the same card always gets the same picture. */
function stream(seed: string): () => number {
  let h = hash(seed, 7);
  return () => {
    h = (Math.imul(h, 1664525) + 1013904223) >>> 0;
    return hash(String(h), 11) / 4294967296;
  };
}

function paletteOf(facts: ArtFacts): Palette {
  const [first, second] = facts.magic;
  if (first === undefined) {
    const ash = ASH[hash(facts.stub, 3) % ASH.length] ?? ASH[0];
    if (!ash) throw new Error('no ash palette');
    return ash;
  }
  const main = MAGIC_COLOURS[first];
  return {
    light: main.fill,
    dark: main.dark,
    second: second === undefined ? main.fill : MAGIC_COLOURS[second].fill,
  };
}

type Motif = 'figure' | 'beast' | 'bolt' | 'shield' | 'rune' | 'amulet' | 'phoenix' | 'maw';

function motifOf(type: string): Motif {
  if (type === 'Phoenixborn') return 'phoenix';
  if (type === 'Ally') return 'figure';
  if (type === 'Conjuration' || type === 'Conjured Aspect') return 'beast';
  if (type.includes('Alteration')) return 'amulet';
  if (type === 'Action Spell') return 'bolt';
  if (type === 'Reaction Spell') return 'shield';
  if (type === 'Chimera' || type === 'Dragonborn' || type === 'Aspect') return 'maw';
  return 'rune';
}

/** Motifs on a 100x100 grid, drawn in the card's dark colour with a rim of its magic. */
const MOTIF_PATHS: Record<Motif, string> = {
  figure:
    'M50 10c9 0 15 7 15 16s-6 16-15 16-15-7-15-16 6-16 15-16zM28 96l6-40c2-9 30-9 32 0l6 40zM36 58L16 80l5 4 18-18zM64 58l20 22-5 4-18-18z',
  beast:
    'M18 88c-6-24 4-50 32-52 28 2 38 28 32 52zM30 42L14 8l26 26zM70 42l16-34-26 26zM38 62l6 4-6 4zM62 62l-6 4 6 4z',
  bolt: 'M62 2L18 56h26L30 98l52-62H56z',
  shield: 'M50 4l38 14v28c0 26-18 44-38 52C30 90 12 72 12 46V18zM50 20v60M28 44h44',
  rune: 'M50 6a44 44 0 1 1-.1 0zM50 20a30 30 0 1 0 .1 0zM50 28l16 40H34z',
  amulet: 'M50 24a26 26 0 1 1-.1 0zM50 38a12 12 0 1 0 .1 0zM50 2v22M36 8l14 16 14-16',
  phoenix:
    'M50 28c-5 0-8 4-8 8l-14-4C16 30 6 20 0 8c6 22 18 34 34 38l-10 8c10 2 18-1 24-5l2 32 2-32c6 4 14 7 24 5l-10-8c16-4 28-16 34-38-6 12-16 22-28 24l-14 4c0-4-3-8-8-8z',
  maw: 'M50 12C24 12 10 32 10 54c0 16 8 28 20 34l4-14 8 16 8-14 8 14 8-16 4 14c12-6 20-18 20-34 0-22-14-42-40-42zM32 42l14 10-14 4zM68 42L54 52l14 4z',
};

function f(n: number): string {
  return n.toFixed(1);
}

/** The composition, its count and angle: the card's name decides them. */
function backdropOf(name: string): { composition: Composition; count: number; mirror: boolean } {
  const h = hash(name, 1);
  const composition = COMPOSITIONS[h % COMPOSITIONS.length] ?? 'rays';
  return { composition, count: 3 + ((h >>> 4) % 4), mirror: ((h >>> 8) & 1) === 1 };
}

/** Where the motif stands and how it leans: the card's stub decides them. */
function poseOf(stub: string): { column: number; lean: number } {
  const h = hash(stub, 2);
  return { column: h % 3, lean: ((h >>> 3) % 3) - 1 };
}

/** The Phoenixborn's crest: how many points its star has and how deep they are cut. */
function crestOf(phoenixborn: string | null): { points: number; depth: number } | null {
  if (!phoenixborn) return null;
  const h = hash(phoenixborn, 5);
  return { points: 3 + (h % 6), depth: 0.35 + ((h >>> 5) % 4) * 0.12 };
}

/**
 * The features a player tells the card's picture by, as one string: equal keys mean pictures
 * that look alike, so a deck's cards must all have different keys.
 */
export function artKey(facts: ArtFacts): string {
  const backdrop = backdropOf(facts.name);
  const pose = poseOf(facts.stub);
  const crest = crestOf(facts.phoenixborn);
  const magic = facts.magic.slice(0, 2).join('+') || `ash${hash(facts.stub, 3) % ASH.length}`;
  return [
    motifOf(facts.type),
    magic,
    `${backdrop.composition}${backdrop.count}${backdrop.mirror ? 'm' : ''}`,
    `p${pose.column}${pose.lean}`,
    crest ? `c${crest.points}` : '-',
  ].join('|');
}

function backdrop(box: ArtBox, facts: ArtFacts, palette: Palette, random: () => number): string {
  const { composition, count, mirror } = backdropOf(facts.name);
  const cx = box.x + box.width * (mirror ? 0.72 : 0.28);
  const cy = box.y + box.height * 0.35;
  const reach = Math.hypot(box.width, box.height);
  const parts: string[] = [];
  const ink = (i: number) => (i % 2 === 0 ? palette.light : palette.second);
  if (composition === 'rays') {
    const rays = count * 2 + 2;
    for (let i = 0; i < rays; i++) {
      const a = (i / rays) * Math.PI * 2 + random() * 0.2;
      const b = a + Math.PI / rays;
      parts.push(
        `<polygon points="${f(cx)},${f(cy)} ${f(cx + Math.cos(a) * reach)},${f(cy + Math.sin(a) * reach)} ${f(cx + Math.cos(b) * reach)},${f(cy + Math.sin(b) * reach)}" fill="${ink(i)}" opacity="0.32"/>`,
      );
    }
  } else if (composition === 'rings') {
    for (let i = count + 2; i > 0; i--) {
      const r = (box.height * 0.95 * i) / (count + 2);
      parts.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${ink(i)}" stroke-width="${f(4 + random() * 6)}" opacity="0.45"/>`,
      );
    }
  } else if (composition === 'bands') {
    const angle = (mirror ? -1 : 1) * (20 + count * 8);
    const step = box.width / (count + 1);
    for (let i = 0; i < count + 2; i++) {
      parts.push(
        `<rect x="${f(box.x - box.width * 0.3 + i * step * 1.4)}" y="${f(box.y - box.height)}" width="${f(step * 0.6)}" height="${f(box.height * 3)}" fill="${ink(i)}" opacity="0.3" transform="rotate(${angle} ${f(box.x + box.width / 2)} ${f(box.y + box.height / 2)})"/>`,
      );
    }
  } else if (composition === 'shards') {
    for (let i = 0; i < count * 2 + 2; i++) {
      const x = box.x + random() * box.width;
      const y = box.y + random() * box.height;
      const s = box.height * (0.25 + random() * 0.4);
      parts.push(
        `<polygon points="${f(x)},${f(y - s)} ${f(x + s * 0.45)},${f(y + s * 0.5)} ${f(x - s * 0.45)},${f(y + s * 0.3)}" fill="${ink(i)}" opacity="${(0.25 + random() * 0.3).toFixed(2)}"/>`,
      );
    }
  } else if (composition === 'waves') {
    for (let i = 0; i < count + 1; i++) {
      const y = box.y + (box.height * (i + 1)) / (count + 2);
      const amp = box.height * 0.08 * (mirror ? -1 : 1);
      const w = box.width;
      parts.push(
        `<path d="M${f(box.x)} ${f(y)}q${f(w / 8)} ${f(-amp)} ${f(w / 4)} 0t${f(w / 4)} 0t${f(w / 4)} 0t${f(w / 4)} 0" fill="none" stroke="${ink(i)}" stroke-width="${f(5 + random() * 5)}" opacity="0.45"/>`,
      );
    }
  } else {
    // Lattice: a diamond grid, its cell size set by the count.
    const cell = box.width / (count + 2);
    const lines: string[] = [];
    for (let x = -box.height; x < box.width + box.height; x += cell) {
      lines.push(`M${f(box.x + x)} ${f(box.y)}l${f(box.height)} ${f(box.height)}`);
      lines.push(`M${f(box.x + x)} ${f(box.y)}l${f(-box.height)} ${f(box.height)}`);
    }
    parts.push(
      `<path d="${lines.join('')}" stroke="${palette.light}" stroke-width="3" opacity="0.35"/>`,
    );
  }
  return parts.join('');
}

function motif(box: ArtBox, facts: ArtFacts, palette: Palette): string {
  const { column, lean } = poseOf(facts.stub);
  const size = box.height * 0.8;
  const x = box.x + box.width * (0.3 + column * 0.2) - size / 2;
  const y = box.y + box.height - size - box.height * 0.04;
  const rotate = lean * 12;
  return `<path d="${MOTIF_PATHS[motifOf(facts.type)]}" transform="translate(${f(x)} ${f(y)}) rotate(${rotate} ${f(size / 2)} ${f(size / 2)}) scale(${(size / 100).toFixed(3)})" fill="${palette.dark}" stroke="${palette.light}" stroke-width="3" stroke-linejoin="round" opacity="0.95"/>`;
}

function crest(box: ArtBox, facts: ArtFacts, palette: Palette): string {
  const shape = crestOf(facts.phoenixborn);
  if (!shape) return '';
  const r = box.height * 0.14;
  const cx = box.x + box.width - r - 8;
  const cy = box.y + r + 8;
  const points: string[] = [];
  for (let i = 0; i < shape.points * 2; i++) {
    const a = (i / (shape.points * 2)) * Math.PI * 2 - Math.PI / 2;
    const d = i % 2 === 0 ? r : r * shape.depth;
    points.push(`${f(cx + Math.cos(a) * d)},${f(cy + Math.sin(a) * d)}`);
  }
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.2)}" fill="${palette.dark}" opacity="0.8"/><polygon points="${points.join(' ')}" fill="${palette.light}" stroke="#f6ead0" stroke-width="1.2"/>`;
}

function constellation(box: ArtBox, name: string): string {
  const random = stream(`stars:${name}`);
  const stars = Array.from({ length: 3 + Math.floor(random() * 3) }, () => ({
    x: box.x + box.width * (0.08 + random() * 0.84),
    y: box.y + box.height * (0.08 + random() * 0.4),
  }));
  const line = stars.map((s, i) => `${i === 0 ? 'M' : 'L'}${f(s.x)} ${f(s.y)}`).join('');
  const dots = stars
    .map((s) => `<circle cx="${f(s.x)}" cy="${f(s.y)}" r="2.6" fill="#f6ead0"/>`)
    .join('');
  return `<path d="${line}" fill="none" stroke="#f6ead0" stroke-width="1" opacity="0.6"/>${dots}`;
}

/** The card's picture as SVG elements filling `box` (the renderer clips it to the window). */
export function paintCardArt(facts: ArtFacts, box: ArtBox): string {
  const palette = paletteOf(facts);
  const random = stream(facts.stub || facts.name);
  const id = `g${hash(facts.stub || facts.name, 9).toString(36)}`;
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.dark}"/><stop offset="1" stop-color="${palette.second}" stop-opacity="0.8"/></linearGradient></defs>`,
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="url(#${id})"/>`,
    backdrop(box, facts, palette, random),
    constellation(box, facts.name),
    motif(box, facts, palette),
    crest(box, facts, palette),
  ].join('');
}
