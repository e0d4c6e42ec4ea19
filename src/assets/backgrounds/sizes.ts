/**
 * The stock backgrounds as the browser loads them: each is written at a few widths in WebP
 * (scripts/make-backgrounds.ts), and CSS picks the smallest that covers the screen at its
 * pixel density. The PNG of each (`/img/bgs/{name}.png`) stays for browsers without
 * `image-set()`.
 *
 * A background covers the screen (`background-size: cover`), so the picture must be as wide
 * as the screen, or as wide as the screen is tall times the picture's 16:9 when the screen is
 * narrower than that. For each width bucket (screens up to 1280, up to 1920, wider) the
 * candidates are the widths at or above the bucket's, each at the density it serves there
 * (width / bucket width): `image-set()` then picks by the screen's density.
 */

/** The widths every stock background is written at, smallest first. */
export const BACKGROUND_WIDTHS = [1280, 1920, 3840] as const;
export type BackgroundWidth = (typeof BACKGROUND_WIDTHS)[number];

/** The stock backgrounds that have sized WebP copies. */
export const SIZED_BACKGROUNDS = ['ashesreborn'] as const;

/** The pictures are 16:9. */
const ASPECT = 16 / 9;

export function isSizedBackground(name: string): boolean {
  return SIZED_BACKGROUNDS.some((sized) => sized === name);
}

/** The PNG every browser can show. */
export function backgroundPngUrl(name: string): string {
  return `/img/bgs/${encodeURIComponent(name)}.png`;
}

export function backgroundFileName(name: string, width: BackgroundWidth): string {
  return `${name}-${width}.webp`;
}

function sizedUrl(name: string, width: BackgroundWidth): string {
  return `/img/bgs/${encodeURIComponent(backgroundFileName(name, width))}`;
}

/** One CSS rule of a sized background: its image under a media query (null: any screen). */
export interface BackgroundRule {
  media: string | null;
  image: string;
}

function density(value: number): string {
  return `${Number(value.toFixed(2))}x`;
}

/**
 * The `image-set()` of a sized background for each screen width bucket, or null when the
 * background has no sized copies (a custom upload, or a name without files).
 */
export function sizedBackgroundRules(name: string): BackgroundRule[] | null {
  if (!isSizedBackground(name)) return null;
  return BACKGROUND_WIDTHS.map((bucket, i) => {
    const candidates = BACKGROUND_WIDTHS.slice(i).map(
      (width) => `url("${sizedUrl(name, width)}") ${density(width / bucket)}`,
    );
    const below = BACKGROUND_WIDTHS[i - 1];
    // Wider than the bucket below, or taller than its picture is at that width.
    const media =
      below === undefined
        ? null
        : `@media (min-width: ${below + 1}px), (min-height: ${Math.floor(below / ASPECT) + 1}px)`;
    return { media, image: `image-set(${candidates.join(', ')})` };
  });
}

/** Where `image-set()` is understood; elsewhere the PNG stays. */
export const IMAGE_SET_SUPPORTED = '@supports (background-image: image-set(url("a.webp") 1x))';

/** A style object (emotion / MUI `sx`) setting `property` to `layers(image)` per screen. */
export type BackgroundStyle = Record<
  string,
  string | Record<string, string | Record<string, string>>
>;

/**
 * The style of a stock or custom background: `layers` puts the image among the element's
 * other background layers (gradients). A sized background gets its PNG, then, where
 * `image-set()` is supported, the WebP of the screen's size.
 */
export function backgroundStyle(
  property: 'background' | 'backgroundImage',
  name: string,
  fallbackUrl: string,
  layers: (image: string) => string,
): BackgroundStyle {
  const style: BackgroundStyle = { [property]: layers(`url("${fallbackUrl}")`) };
  const rules = sizedBackgroundRules(name);
  if (!rules) return style;
  const sized: Record<string, string | Record<string, string>> = {};
  for (const rule of rules) {
    if (rule.media === null) sized[property] = layers(rule.image);
    else sized[rule.media] = { [property]: layers(rule.image) };
  }
  style[IMAGE_SET_SUPPORTED] = sized;
  return style;
}
