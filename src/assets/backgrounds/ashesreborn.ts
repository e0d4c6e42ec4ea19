/**
 * The default background, "ashesreborn": a ruined valley under a smouldering sky with drifting
 * ash and a faint phoenix in the clouds. Built as SVG here and rasterised to
 * public/img/bgs/ashesreborn.png by scripts/make-backgrounds.ts.
 */
export const BACKGROUND_WIDTH = 1920;
export const BACKGROUND_HEIGHT = 1080;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function ridge(next: () => number, baseY: number, roughness: number, steps: number): string {
  const points: string[] = [`0,${BACKGROUND_HEIGHT}`];
  for (let i = 0; i <= steps; i++) {
    const x = (BACKGROUND_WIDTH * i) / steps;
    const peak = i % 2 === 0 ? next() * roughness : next() * roughness * 0.4;
    points.push(`${x.toFixed(0)},${(baseY - peak).toFixed(0)}`);
  }
  points.push(`${BACKGROUND_WIDTH},${BACKGROUND_HEIGHT}`);
  return points.join(' ');
}

export function ashesRebornBackgroundSvg(): string {
  const next = random(418);
  const ash = Array.from({ length: 260 }, () => {
    const x = next() * BACKGROUND_WIDTH;
    const y = next() * BACKGROUND_HEIGHT;
    const r = 0.6 + next() * 2.4;
    const glow = next() < 0.25;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(1)}" fill="${glow ? '#ff9a4a' : '#c9b8a8'}" opacity="${(0.15 + next() * 0.55).toFixed(2)}"/>`;
  }).join('');
  const ruins = Array.from({ length: 9 }, (_, i) => {
    const x = 140 + i * 205 + next() * 60;
    const h = 60 + next() * 140;
    const w = 18 + next() * 22;
    const y = 880 - next() * 40;
    return `<rect x="${x.toFixed(0)}" y="${(y - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="#0d0806"/><rect x="${(x - 6).toFixed(0)}" y="${(y - h - 10).toFixed(0)}" width="${(w + 12).toFixed(0)}" height="10" fill="#0d0806"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BACKGROUND_WIDTH}" height="${BACKGROUND_HEIGHT}" viewBox="0 0 ${BACKGROUND_WIDTH} ${BACKGROUND_HEIGHT}">`,
    '<defs>',
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0708"/><stop offset="0.45" stop-color="#2a120c"/><stop offset="0.72" stop-color="#6b2a12"/><stop offset="1" stop-color="#1a0c07"/></linearGradient>',
    '<radialGradient id="glow" cx="0.5" cy="0.72" r="0.55"><stop offset="0" stop-color="#ff8a3a" stop-opacity="0.55"/><stop offset="1" stop-color="#ff8a3a" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></radialGradient>',
    '<filter id="soft"><feGaussianBlur stdDeviation="3"/></filter>',
    '</defs>',
    `<rect width="${BACKGROUND_WIDTH}" height="${BACKGROUND_HEIGHT}" fill="url(#sky)"/>`,
    `<rect width="${BACKGROUND_WIDTH}" height="${BACKGROUND_HEIGHT}" fill="url(#glow)"/>`,
    '<g opacity="0.16" filter="url(#soft)" transform="translate(960 330) scale(5.2)">',
    '<path d="M0-40c-6 0-10 4-10 10 0 4 3 7 6 8l-24-4c-18-3-32-14-40-30 8 26 22 42 42 48l-11 8c11 3 22 0 31-6L0 36l6-32c9 6 20 9 31 6l-11-8c20-6 34-22 42-48-8 16-22 27-40 30l-24 4c3-1 6-4 6-8 0-6-4-10-10-10z" fill="#ffb066"/>',
    '</g>',
    `<polygon points="${ridge(next, 700, 260, 14)}" fill="#2b130c"/>`,
    `<polygon points="${ridge(next, 800, 180, 18)}" fill="#1c0d08"/>`,
    ruins,
    `<polygon points="${ridge(next, 930, 70, 24)}" fill="#0f0806"/>`,
    '<path d="M0 1000 Q960 940 1920 1000 L1920 1080 L0 1080 Z" fill="#080504"/>',
    '<path d="M380 1080 Q700 960 960 960 Q1220 960 1540 1080" fill="none" stroke="#ff7a2a" stroke-opacity="0.35" stroke-width="3"/>',
    ash,
    `<rect width="${BACKGROUND_WIDTH}" height="${BACKGROUND_HEIGHT}" fill="url(#vignette)"/>`,
    '</svg>',
  ].join('');
}
