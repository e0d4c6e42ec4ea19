import { Backdrop, CircularProgress } from '@mui/material';
import { Suspense } from 'react';
import { lazyNamed } from '../../routing/lazyPage';
import type { SelectDeckModalProps } from './SelectDeckModal';

// The deck picker (with MUI's Select and Autocomplete) loads when a deck is first picked.
const SelectDeckModal = lazyNamed(() => import('./SelectDeckModal'), 'SelectDeckModal');

/** The select-deck modal, loaded on first use; a spinner covers the page while it loads. */
export function LazySelectDeckModal(props: SelectDeckModalProps) {
  return (
    <Suspense
      fallback={
        <Backdrop open aria-label="Loading the decks">
          <CircularProgress />
        </Backdrop>
      }
    >
      <SelectDeckModal {...props} />
    </Suspense>
  );
}
