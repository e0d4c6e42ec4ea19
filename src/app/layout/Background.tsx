import { Box } from '@mui/material';
import { useAuthStore } from '../stores/auth';

export const DEFAULT_BACKGROUND = 'ashesreborn';

/** The image of a background choice; a custom upload is served from /img/custom. */
export function backgroundUrl(background: string | undefined, custom: string | undefined): string {
  if (background === 'custom' && custom) {
    return /[./]/.test(custom) ? custom : `/img/custom/${encodeURIComponent(custom)}.png`;
  }
  return `/img/bgs/${encodeURIComponent(background || DEFAULT_BACKGROUND)}.png`;
}

/** The user's chosen background (ashesreborn by default) behind everything, darkened for text. */
export function Background() {
  const settings = useAuthStore((s) => s.user?.settings);
  const url = backgroundUrl(settings?.background, settings?.customBackground);
  return (
    <Box
      aria-hidden
      data-background={url}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: -1,
        backgroundColor: 'background.default',
        backgroundImage: `linear-gradient(180deg, rgba(12, 8, 6, 0.55) 0%, rgba(12, 8, 6, 0.78) 100%), url("${url}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    />
  );
}
