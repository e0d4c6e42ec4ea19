/**
 * Rasterised pictures as Pixi textures, cached by picture and pixel size. SVGs are drawn into a
 * canvas at the exact device-pixel size they show at, so cards stay crisp at any pixel ratio.
 * Loading is asynchronous: `get` answers at once (null while loading) and `onReady` fires when a
 * texture arrives so the scene can draw again.
 */
import { Texture } from 'pixi.js';
import type { Picture } from './cardFace';

/**
 * Textures are rasterised at heights from a geometric ladder (each step 1.2x the last), the
 * first at or above the device-pixel height shown: a card that shrinks a little as the play
 * area fills reuses its texture, downscaled by at most 1.2x, instead of a new rasterisation.
 */
const LADDER = Array.from({ length: 24 }, (_, i) => Math.round(16 * 1.2 ** i));

export function ladderHeight(devicePixels: number): number {
  return LADDER.find((h) => h >= devicePixels) ?? Math.ceil(devicePixels);
}

export class TextureStore {
  private readonly ready = new Map<string, Texture>();
  /** Any ready texture of a picture, to show while the right size loads. */
  private readonly anySize = new Map<string, Texture>();
  private readonly loading = new Set<string>();
  private readonly images = new Map<string, Promise<HTMLImageElement>>();

  constructor(private readonly onReady: () => void) {}

  /** A texture of `picture` for a `w`×`h` (CSS px) sprite at `resolution`, or null for now. */
  get(picture: Picture, w: number, h: number, resolution: number): Texture | null {
    const ph = ladderHeight(h * resolution);
    const pw = Math.round((ph * w) / h);
    const key = `${picture.key}@${pw}x${ph}`;
    const found = this.ready.get(key);
    if (found) return found;
    if (!this.loading.has(key)) {
      this.loading.add(key);
      void this.rasterise(picture, pw, ph).then(
        (texture) => {
          this.loading.delete(key);
          this.ready.set(key, texture);
          this.anySize.set(picture.key, texture);
          this.onReady();
        },
        () => this.loading.delete(key),
      );
    }
    return this.anySize.get(picture.key) ?? null;
  }

  get pending(): number {
    return this.loading.size;
  }

  private image(picture: Picture): Promise<HTMLImageElement> {
    let found = this.images.get(picture.key);
    if (!found) {
      const img = new Image();
      img.crossOrigin = 'anonymous';
      img.src = picture.url;
      found = img.decode().then(() => img);
      this.images.set(picture.key, found);
    }
    return found;
  }

  private async rasterise(picture: Picture, pw: number, ph: number): Promise<Texture> {
    const img = await this.image(picture);
    const canvas = document.createElement('canvas');
    canvas.width = pw;
    canvas.height = ph;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D canvas');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, 0, 0, pw, ph);
    return Texture.from(canvas);
  }

  destroy(): void {
    for (const texture of this.ready.values()) texture.destroy(true);
    this.ready.clear();
  }
}

/** How a counter badge is marked besides its colour (fading is the sprite's alpha). */
export interface BadgeStyle {
  /** Crossed out: something the card cannot do. */
  cancel?: boolean;
  /** Cracked, with a broken rim: what it counts is used up. */
  broken?: boolean;
}

function drawBadge(
  ctx: CanvasRenderingContext2D,
  px: number,
  resolution: number,
  text: string,
  fill: string,
  style: BadgeStyle,
): void {
  const c = px / 2;
  const r = c - resolution;
  ctx.beginPath();
  ctx.arc(c, c, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, resolution * 1.2);
  ctx.strokeStyle = 'rgba(255,255,255,0.9)';
  if (style.broken) ctx.setLineDash([px * 0.14, px * 0.08]);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = '#ffffff';
  const long = text.length > 2 ? 0.36 : text.length > 1 ? 0.5 : 0.62;
  ctx.font = `bold ${Math.round(px * long)}px 'Liberation Sans', Arial, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, c, c + px * 0.03);
  if (style.broken) {
    // A jagged crack from the top rim to the bottom rim.
    ctx.beginPath();
    ctx.moveTo(c + px * 0.05, px * 0.04);
    ctx.lineTo(c - px * 0.12, px * 0.35);
    ctx.lineTo(c + px * 0.1, px * 0.55);
    ctx.lineTo(c - px * 0.06, px * 0.96);
    ctx.lineWidth = Math.max(1.5, px * 0.07);
    ctx.strokeStyle = 'rgba(20,10,4,0.9)';
    ctx.stroke();
  }
  if (style.cancel) {
    // A red bar across, corner to corner, as on a "no" sign.
    ctx.beginPath();
    ctx.moveTo(c - r * 0.72, c - r * 0.72);
    ctx.lineTo(c + r * 0.72, c + r * 0.72);
    ctx.lineWidth = Math.max(2, px * 0.12);
    ctx.strokeStyle = '#ff3b30';
    ctx.lineCap = 'round';
    ctx.stroke();
  }
}

/** Small badges (token counts) drawn synchronously with the 2D canvas, cached by content. */
export class BadgeStore {
  private readonly cache = new Map<string, Texture>();

  badge(
    text: string,
    fill: string,
    size: number,
    resolution: number,
    style: BadgeStyle = {},
  ): Texture {
    const px = Math.ceil(size * resolution);
    const key = `${text}|${fill}|${px}|${style.cancel ? 'c' : ''}${style.broken ? 'b' : ''}`;
    const found = this.cache.get(key);
    if (found) return found;
    const canvas = document.createElement('canvas');
    canvas.width = px;
    canvas.height = px;
    const ctx = canvas.getContext('2d');
    if (ctx) drawBadge(ctx, px, resolution, text, fill, style);
    const texture = Texture.from(canvas);
    this.cache.set(key, texture);
    return texture;
  }

  destroy(): void {
    for (const texture of this.cache.values()) texture.destroy(true);
    this.cache.clear();
  }
}
