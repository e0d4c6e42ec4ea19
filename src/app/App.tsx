import { Box, CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter } from 'react-router-dom';
import { ReplayDock } from './replay/ReplayDock';
import { AppRoutes } from './routing/AppRoutes';
import { theme } from './theme';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <Box component="main" sx={{ minHeight: '100vh' }}>
          <AppRoutes />
        </Box>
        <ReplayDock />
      </BrowserRouter>
    </ThemeProvider>
  );
}
