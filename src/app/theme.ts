import { createTheme } from '@mui/material/styles';

const HEADING_FONT = 'Georgia, "Liberation Serif", "Times New Roman", serif';

/** A role's mark under a name: a coloured underline, which no favourite colour hides. */
function roleUnderline(colour: string) {
  return {
    textDecorationLine: 'underline',
    textDecorationColor: colour,
    textDecorationThickness: '2px',
    textUnderlineOffset: '3px',
  };
}

/**
 * Names styled by role (the classes of domain/name-style.ts `roleClassName`), in the lobby and
 * the game chat alike. A favourite colour sets the name's colour, so roles are marked by an
 * underline or a star instead; the role itself is never written out.
 */
const ROLE_NAME_STYLES = {
  '.role-admin': roleUnderline('#d9534f'),
  '.role-contributor': roleUnderline('#7fb3d5'),
  '.role-supporter': roleUnderline('#e0923c'),
  '.role-winner::after': { content: '"★"', marginLeft: 3, color: '#f5c542' },
  '.role-previouswinner::after': { content: '"★"', marginLeft: 3, color: '#b8b8c0' },
};

/** Dark parchment-and-ember look of the product. */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#e0923c' },
    secondary: { main: '#7fb3d5' },
    background: { default: '#15110e', paper: 'rgba(30, 24, 20, 0.92)' },
    text: { primary: '#f1e6d6', secondary: '#c4b29c' },
    divider: 'rgba(224, 146, 60, 0.22)',
    success: { main: '#5cb85c' },
    warning: { main: '#f0ad4e' },
    error: { main: '#d9534f' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontFamily: HEADING_FONT, fontWeight: 700 },
    h2: { fontFamily: HEADING_FONT, fontWeight: 700 },
    h3: { fontFamily: HEADING_FONT, fontWeight: 700 },
    h4: { fontFamily: HEADING_FONT, fontWeight: 700, letterSpacing: 0.5 },
    h5: { fontFamily: HEADING_FONT, fontWeight: 700 },
    h6: { fontFamily: HEADING_FONT, fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: { styleOverrides: ROLE_NAME_STYLES },
    MuiPaper: {
      styleOverrides: {
        root: {
          backgroundImage: 'none',
          border: '1px solid rgba(224, 146, 60, 0.18)',
          backdropFilter: 'blur(2px)',
        },
      },
    },
    MuiAppBar: { styleOverrides: { root: { border: 'none' } } },
    MuiMenu: { styleOverrides: { paper: { backgroundColor: 'rgba(24, 18, 14, 0.98)' } } },
    MuiTooltip: {
      styleOverrides: {
        tooltip: {
          backgroundColor: 'rgba(20, 14, 10, 0.96)',
          border: '1px solid rgba(224, 146, 60, 0.35)',
          fontSize: 13,
        },
      },
    },
    MuiLink: { defaultProps: { color: 'primary.light' } },
  },
});
