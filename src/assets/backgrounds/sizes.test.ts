import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_WIDTHS,
  backgroundFileName,
  backgroundStyle,
  IMAGE_SET_SUPPORTED,
  SIZED_BACKGROUNDS,
  sizedBackgroundRules,
} from './sizes';

const layers = (image: string) => `linear-gradient(black, black), ${image}`;

describe('backgrounds sized for the screen', () => {
  it('offers each screen size the widths that cover it, at the density each serves', () => {
    expect(sizedBackgroundRules('ashesreborn')).toEqual([
      {
        media: null,
        image:
          'image-set(url("/img/bgs/ashesreborn-1280.webp") 1x, url("/img/bgs/ashesreborn-1920.webp") 1.5x, url("/img/bgs/ashesreborn-3840.webp") 3x)',
      },
      {
        // A screen wider than 1280, or taller than a 1280 wide picture (720).
        media: '@media (min-width: 1281px), (min-height: 721px)',
        image:
          'image-set(url("/img/bgs/ashesreborn-1920.webp") 1x, url("/img/bgs/ashesreborn-3840.webp") 2x)',
      },
      {
        media: '@media (min-width: 1921px), (min-height: 1081px)',
        image: 'image-set(url("/img/bgs/ashesreborn-3840.webp") 1x)',
      },
    ]);
  });

  it('keeps the PNG first and the sized WebP where image-set() is understood', () => {
    const style = backgroundStyle(
      'backgroundImage',
      'ashesreborn',
      '/img/bgs/ashesreborn.png',
      layers,
    );
    expect(style.backgroundImage).toBe(layers('url("/img/bgs/ashesreborn.png")'));
    expect(style[IMAGE_SET_SUPPORTED]).toMatchObject({
      backgroundImage: layers(
        'image-set(url("/img/bgs/ashesreborn-1280.webp") 1x, url("/img/bgs/ashesreborn-1920.webp") 1.5x, url("/img/bgs/ashesreborn-3840.webp") 3x)',
      ),
      '@media (min-width: 1921px), (min-height: 1081px)': {
        backgroundImage: layers('image-set(url("/img/bgs/ashesreborn-3840.webp") 1x)'),
      },
    });
  });

  it('leaves a custom upload or a background without sized copies as its one picture', () => {
    expect(sizedBackgroundRules('firemaiden')).toBeNull();
    expect(backgroundStyle('background', '', '/img/custom/me.png', layers)).toEqual({
      background: layers('url("/img/custom/me.png")'),
    });
  });

  it('has every sized copy in public/img/bgs (scripts/make-backgrounds.ts writes them)', () => {
    const dir = resolve(import.meta.dirname, '../../../public/img/bgs');
    for (const name of SIZED_BACKGROUNDS) {
      for (const width of BACKGROUND_WIDTHS) {
        expect(existsSync(resolve(dir, backgroundFileName(name, width))), `${name} ${width}`).toBe(
          true,
        );
      }
    }
  });
});
