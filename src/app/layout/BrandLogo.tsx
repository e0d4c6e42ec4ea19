import { Box } from '@mui/material';

/** The product mark: a phoenix rising from an ember circle (original drawing). */
export function BrandLogo({ size = 30 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" sx={{ width: size, height: size }} aria-hidden>
      <defs>
        <radialGradient id="brand-ember" cx="0.5" cy="0.6" r="0.6">
          <stop offset="0" stopColor="#ffcf7a" />
          <stop offset="0.6" stopColor="#e0743c" />
          <stop offset="1" stopColor="#7a2410" />
        </radialGradient>
      </defs>
      <circle cx="32" cy="32" r="29" fill="#1a0f0a" stroke="url(#brand-ember)" strokeWidth="3" />
      <path
        d="M32 14c-2.5 0-4.5 2-4.5 4.5 0 2 1.2 3.4 2.6 4L19 21c-6-1-10.5-5-13-10 2.5 9 8 14.5 15 16.5l-4 3c4 1.2 8 0 11-2.2L32 48l4-19.7c3 2.2 7 3.4 11 2.2l-4-3c7-2 12.5-7.5 15-16.5-2.5 5-7 9-13 10l-11.1 1.5c1.4-.6 2.6-2 2.6-4 0-2.5-2-4.5-4.5-4.5z"
        fill="url(#brand-ember)"
      />
      <path
        d="M26 52q6-6 12 0"
        stroke="#e0743c"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </Box>
  );
}
