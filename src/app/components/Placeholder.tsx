import { Paper, Typography } from '@mui/material';

/** A page whose feature has not arrived yet says so plainly. */
export function Placeholder({ title }: { title: string }) {
  return (
    <Paper sx={{ p: 3, m: 2 }}>
      <Typography variant="h5">{title}</Typography>
      <Typography color="text.secondary">This page is coming soon.</Typography>
    </Paper>
  );
}

export function placeholderPage(title: string) {
  return function PlaceholderPage() {
    return <Placeholder title={title} />;
  };
}
