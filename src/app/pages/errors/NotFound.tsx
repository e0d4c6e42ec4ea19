import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="warning">{t('notFound')}</Alert>
    </Box>
  );
}
