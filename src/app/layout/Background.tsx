import { Box } from '@mui/material';
import { backgroundPngUrl, backgroundStyle } from '../../assets/backgrounds/sizes';
import { useAuthStore } from '../stores/auth';

export const DEFAULT_BACKGROUND = 'ashesreborn';

/** The image of a background choice; a custom upload is served from /img/custom. */
export function backgroundUrl(background: string | undefined, custom: string | undefined): string {
  if (background === 'custom' && custom) {
    return /[./]/.test(custom) ? custom : `/img/custom/${encodeURIComponent(custom)}.png`;
  }
  return backgroundPngUrl(background || DEFAULT_BACKGROUND);
}

/**
 * The user's chosen background (ashesreborn by default) behind everything, darkened for text.
 * `data-background` names the PNG, which browsers without `image-set()` show.
 */
export function Background() {
  const settings = useAuthStore((s) => s.user?.settings);
  const url = backgroundUrl(settings?.background, settings?.customBackground);
  const custom = settings?.background === 'custom' && Boolean(settings.customBackground);
  const name = custom ? '' : settings?.background || DEFAULT_BACKGROUND;
  return (
    <Box
      aria-hidden
      data-background={url}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: -1,
        backgroundColor: 'background.default',
        // The stock backgrounds come in the size of the screen where the browser can choose.
        ...backgroundStyle(
          'backgroundImage',
          name,
          url,
          (image) =>
            `linear-gradient(180deg, rgba(12, 8, 6, 0.55) 0%, rgba(12, 8, 6, 0.78) 100%), ${image}`,
        ),
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    />
  );
}
