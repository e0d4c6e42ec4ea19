import { useEffect } from 'react';
import type { CardCatalogue } from '../../../domain/cards';
import { useCardsStore } from '../../stores/cards';

/** The card catalogue for the deck pages, loaded once; null until it has arrived. */
export function useCatalogue(): {
  catalogue: CardCatalogue | null;
  imageBaseUrl: string | null;
  error: string | string[] | null;
} {
  const { cards, status, error, cardImageBaseUrl, load } = useCardsStore();
  useEffect(() => {
    void load();
  }, [load]);
  return {
    catalogue: status === 'loaded' ? cards : null,
    imageBaseUrl: cardImageBaseUrl,
    error: status === 'error' ? error : null,
  };
}
