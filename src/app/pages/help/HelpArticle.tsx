import { Box, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The frame of the static pages: a readable column with a title. */
export function HelpArticle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', p: { xs: 1, md: 3 } }}>
      <Paper sx={{ p: { xs: 2, md: 4 }, lineHeight: 1.7 }} component="article">
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ color: 'primary.light', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function Para({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5 }}>{children}</Typography>;
}

/** A link to another page of the app (no reload). */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/** A plain list with comfortable spacing. */
export function List({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 3, '& li': { mb: 0.75 } }}>
      {children}
    </Box>
  );
}
