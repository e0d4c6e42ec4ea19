import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function Unauthorised() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="error">{t('unauthorised')}</Alert>
    </Box>
  );
}
