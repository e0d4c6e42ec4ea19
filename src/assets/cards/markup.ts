import type { CostEntry } from '../../domain/cards';

/** Magic types that may appear in card text; the newer sets add astral and artifice. */
export const TEXT_MAGIC_TYPES = [
  'ceremonial',
  'charm',
  'divine',
  'illusion',
  'natural',
  'sympathy',
  'time',
  'astral',
  'artifice',
] as const;
export type TextMagic = (typeof TEXT_MAGIC_TYPES)[number];

export type DieFace = 'basic' | 'class' | 'power';
export type ActionIcon = 'main' | 'side' | 'exhaust' | 'discard';

/** One piece of rules text: plain words, an icon, a card name or a paragraph break. */
export type TextToken =
  | { kind: 'text'; text: string }
  | { kind: 'die'; magic: TextMagic | null; face: DieFace }
  | { kind: 'action'; action: ActionIcon }
  | { kind: 'card'; name: string }
  | { kind: 'break' };

const ACTIONS: readonly string[] = ['main', 'side', 'exhaust', 'discard'];
const FACES: readonly string[] = ['basic', 'class', 'power'];

function isTextMagic(value: string): value is TextMagic {
  return (TEXT_MAGIC_TYPES as readonly string[]).includes(value);
}

/** Reads the inside of one `[[...]]` marker. */
export function parseMarker(inner: string): TextToken {
  const marker = inner.trim();
  const lower = marker.toLowerCase();
  if (ACTIONS.includes(lower)) return { kind: 'action', action: lower as ActionIcon };
  if (lower === 'basic') return { kind: 'die', magic: null, face: 'basic' };
  const [magic, face] = lower.split(':');
  if (magic && isTextMagic(magic)) {
    const dieFace = face && FACES.includes(face) ? (face as DieFace) : 'power';
    return { kind: 'die', magic, face: dieFace };
  }
  return { kind: 'card', name: marker };
}

/**
 * Splits rules text into tokens. Blank lines and single newlines both start a new paragraph;
 * unclosed brackets are kept as plain text so that malformed data never breaks a card.
 */
export function parseCardText(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  const pushText = (value: string) => {
    const lines = value.split(/\n+/);
    lines.forEach((line, index) => {
      if (index > 0 && tokens.length > 0 && tokens[tokens.length - 1]?.kind !== 'break') {
        tokens.push({ kind: 'break' });
      }
      if (line.length > 0) tokens.push({ kind: 'text', text: line });
    });
  };
  const pattern = /\[\[([^\]]+)\]\]/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    pushText(text.slice(last, match.index));
    tokens.push(parseMarker(match[1] ?? ''));
    last = match.index + match[0].length;
  }
  pushText(text.slice(last));
  while (tokens[tokens.length - 1]?.kind === 'break') tokens.pop();
  return tokens;
}

/** One icon of a cost with how many of it are paid. */
export interface CostPart {
  count: number;
  icon: Exclude<TextToken, { kind: 'text' } | { kind: 'card' } | { kind: 'break' }>;
}

/** A cost entry: one or more alternatives (a parallel cost), each a list of parts. */
export type ParsedCost = CostPart[][];

function parseCostAlternative(source: string): CostPart[] {
  const parts: CostPart[] = [];
  for (const match of source.matchAll(/(\d+)?\s*\[\[([^\]]+)\]\]/g)) {
    const icon = parseMarker(match[2] ?? '');
    if (icon.kind === 'die' || icon.kind === 'action') {
      parts.push({ count: match[1] ? Number(match[1]) : 1, icon });
    }
  }
  return parts;
}

/** Parses the catalogue's cost list ("[[main]]", "1 [[illusion:class]]", "a / b" or [a, b]). */
export function parseCost(cost: readonly CostEntry[] | null | undefined): ParsedCost[] {
  return (cost ?? [])
    .map((entry) => {
      const alternatives = Array.isArray(entry) ? entry : String(entry).split(' / ');
      return alternatives.map(parseCostAlternative).filter((alt) => alt.length > 0);
    })
    .filter((entry) => entry.length > 0);
}
