import { createTheme } from '@mui/material/styles';

/** Dark parchment-and-ember look of the product. */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#e0923c' },
    secondary: { main: '#7fb3d5' },
    background: { default: '#15110e', paper: 'rgba(30, 24, 20, 0.92)' },
    success: { main: '#5cb85c' },
    warning: { main: '#f0ad4e' },
    error: { main: '#d9534f' },
  },
  shape: { borderRadius: 6 },
  typography: { fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
});
