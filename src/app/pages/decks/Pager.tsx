import { Pagination } from '@mui/material';

/** Page links for a list: at most seven numbered links (first, last and around the current). */
export function Pager({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={page}
      count={pageCount}
      onChange={(_, value) => onChange(value)}
      siblingCount={1}
      boundaryCount={1}
      size="small"
      sx={{ my: 1 }}
      data-testid="deck-pager"
    />
  );
}
