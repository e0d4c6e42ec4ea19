import { Alert, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { RequestState } from './useRequest';

/**
 * A results request's states: its loading text, the server's error, the empty text when the
 * answer is an empty list, and otherwise the content drawn from the answer.
 */
export function RequestContent<T>(props: {
  request: RequestState<T[]>;
  loadingText: string;
  emptyText: string;
  children(items: T[]): ReactNode;
}) {
  const { request } = props;
  if (request.loading) return <Typography>{props.loadingText}</Typography>;
  if (request.error) return <Alert severity="error">{request.error}</Alert>;
  const items = request.data ?? [];
  if (items.length === 0) return <Typography>{props.emptyText}</Typography>;
  return <>{props.children(items)}</>;
}
