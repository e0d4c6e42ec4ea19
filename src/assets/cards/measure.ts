/**
 * Glyph advance widths (per 1000 em) of Arial-metric sans fonts such as Liberation Sans,
 * which the card text uses; SVG cannot wrap text, so the renderer lays lines out itself.
 */
// prettier-ignore
const WIDTHS: Record<string, number> = {
  ' ': 278, '!': 278, '"': 355, '#': 556, $: 556, '%': 889, '&': 667, "'": 191, '(': 333,
  ')': 333, '*': 389, '+': 584, ',': 278, '-': 333, '.': 278, '/': 278, ':': 278, ';': 278,
  '<': 584, '=': 584, '>': 584, '?': 556, '@': 1015, '[': 278, ']': 278, _: 556, '’': 222,
  '‘': 222, '“': 333, '”': 333, '–': 556, '—': 1000, '…': 1000,
  A: 667, B: 667, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 500, K: 667,
  L: 556, M: 833, N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667,
  W: 944, X: 667, Y: 667, Z: 611,
  a: 556, b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222, k: 500,
  l: 222, m: 833, n: 556, o: 556, p: 556, q: 556, r: 333, s: 500, t: 278, u: 556, v: 500,
  w: 722, x: 500, y: 500, z: 500,
};
const DIGIT = 556;
const DEFAULT = 556;

/** Estimated width of a text run in pixels at the given font size (bold adds about 6%). */
export function textWidth(text: string, fontSize: number, bold = false): number {
  let units = 0;
  for (const char of text) {
    units += WIDTHS[char] ?? (char >= '0' && char <= '9' ? DIGIT : DEFAULT);
  }
  return (units / 1000) * fontSize * (bold ? 1.06 : 1);
}

/** Escapes text for use inside SVG markup. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
