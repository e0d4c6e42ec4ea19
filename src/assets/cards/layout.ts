import { escapeXml, textWidth } from './measure';
import type { TextToken } from './markup';

/** Something that draws one inline icon at (x, y) with the given size. */
export type IconPainter = (token: TextToken, x: number, y: number, size: number) => string;

interface Atom {
  kind: 'word' | 'icon';
  text: string;
  bold: boolean;
  token: TextToken | null;
  width: number;
}

/** A group of atoms with no space between them; lines only break between groups. */
type Group = Atom[];

interface Paragraph {
  groups: Group[];
}

function paragraphsOf(tokens: TextToken[], fontSize: number): Paragraph[] {
  const iconWidth = fontSize * 1.2;
  const paragraphs: Paragraph[] = [{ groups: [] }];
  let current: Group = [];
  const current_paragraph = () => paragraphs[paragraphs.length - 1] as Paragraph;
  const closeGroup = () => {
    if (current.length > 0) current_paragraph().groups.push(current);
    current = [];
  };
  const addWord = (text: string, bold: boolean) => {
    for (const piece of text.split(/(\s+)/)) {
      if (piece.length === 0) continue;
      if (/^\s+$/.test(piece)) {
        closeGroup();
        continue;
      }
      current.push({ kind: 'word', text: piece, bold, token: null, width: 0 });
    }
  };
  for (const token of tokens) {
    if (token.kind === 'break') {
      closeGroup();
      paragraphs.push({ groups: [] });
    } else if (token.kind === 'text') addWord(token.text, false);
    else if (token.kind === 'card') addWord(token.name, true);
    else current.push({ kind: 'icon', text: '', bold: false, token, width: iconWidth });
  }
  closeGroup();
  for (const paragraph of paragraphs) {
    for (const group of paragraph.groups) {
      for (const atom of group) {
        if (atom.kind === 'word') atom.width = textWidth(atom.text, fontSize, atom.bold);
      }
    }
  }
  return paragraphs.filter((p) => p.groups.length > 0);
}

interface PlacedLine {
  atoms: { atom: Atom; x: number }[];
  paragraphStart: boolean;
}

function wrap(paragraphs: Paragraph[], width: number, fontSize: number): PlacedLine[] {
  const space = textWidth(' ', fontSize);
  const lines: PlacedLine[] = [];
  for (const paragraph of paragraphs) {
    let line: PlacedLine = { atoms: [], paragraphStart: true };
    let x = 0;
    for (const group of paragraph.groups) {
      const groupWidth = group.reduce((sum, atom) => sum + atom.width, 0);
      const start = line.atoms.length === 0 ? 0 : x + space;
      if (line.atoms.length > 0 && start + groupWidth > width) {
        lines.push(line);
        line = { atoms: [], paragraphStart: false };
        x = 0;
      } else x = start;
      for (const atom of group) {
        line.atoms.push({ atom, x });
        x += atom.width;
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface TextBlock {
  svg: string;
  fontSize: number;
  height: number;
  overflow: boolean;
}

const LINE_HEIGHT = 1.22;
const PARAGRAPH_GAP = 0.35;

function blockHeight(lines: PlacedLine[], fontSize: number): number {
  const gaps = lines.filter((l, i) => i > 0 && l.paragraphStart).length;
  return lines.length * fontSize * LINE_HEIGHT + gaps * fontSize * PARAGRAPH_GAP;
}

/**
 * Lays rules text out in a box, shrinking the font from `maxFont` to `minFont` until it fits.
 * Each run of words is placed at its own x so that inline icons never drift into the text.
 */
export function layoutText(
  tokens: TextToken[],
  box: { x: number; y: number; width: number; height: number },
  paintIcon: IconPainter,
  options: { maxFont: number; minFont: number; colour: string; fontFamily: string },
): TextBlock {
  let fontSize = options.maxFont;
  let lines: PlacedLine[] = [];
  for (; fontSize >= options.minFont; fontSize -= 0.5) {
    lines = wrap(paragraphsOf(tokens, fontSize), box.width, fontSize);
    if (blockHeight(lines, fontSize) <= box.height) break;
  }
  fontSize = Math.max(fontSize, options.minFont);
  const height = blockHeight(lines, fontSize);
  const parts: string[] = [];
  let baseline = box.y;
  lines.forEach((line, index) => {
    if (index > 0 && line.paragraphStart) baseline += fontSize * PARAGRAPH_GAP;
    baseline += fontSize * LINE_HEIGHT;
    const y = baseline - fontSize * 0.3;
    let run: { x: number; text: string; bold: boolean; end: number } | null = null;
    const flush = (followed: boolean) => {
      if (!run) return;
      const length = followed ? ` textLength="${(run.end - run.x).toFixed(1)}"` : '';
      const weight = run.bold ? ' font-weight="bold" font-style="italic"' : '';
      parts.push(
        `<text x="${(box.x + run.x).toFixed(1)}" y="${y.toFixed(1)}"${weight}${length} lengthAdjust="spacing">${escapeXml(run.text)}</text>`,
      );
      run = null;
    };
    for (const { atom, x } of line.atoms) {
      if (atom.kind === 'icon' && atom.token) {
        flush(true);
        const size = fontSize * 1.1;
        parts.push(paintIcon(atom.token, box.x + x + fontSize * 0.05, y - size * 0.8, size));
        continue;
      }
      const current: { x: number; text: string; bold: boolean; end: number } | null = run;
      if (current && current.bold === atom.bold) {
        const gap = x - current.end;
        current.text += (gap > 0.5 ? ' ' : '') + atom.text;
        current.end = x + atom.width;
      } else {
        flush(true);
        run = { x, text: atom.text, bold: atom.bold, end: x + atom.width };
      }
    }
    flush(false);
  });
  const svg = `<g font-family="${options.fontFamily}" font-size="${fontSize}" fill="${options.colour}">${parts.join('')}</g>`;
  return { svg, fontSize, height, overflow: height > box.height };
}
