import { Box, ButtonBase } from '@mui/material';
import { memo, useEffect, useRef, useState } from 'react';
import { CardImage } from '../../../assets/cards/CardImage';
import type { ApiCard } from '../../../protocol/cards';
import { ChainIcon } from '../../components/ChainIcon';

/** Cards drawn per batch; more are added as the user scrolls near the end. */
const BATCH = 48;

interface CardGalleryProps {
  cards: ApiCard[];
  width: number;
  imageBaseUrl: string | null;
  onSelect: (card: ApiCard) => void;
}

const GalleryCard = memo(function GalleryCard({
  card,
  width,
  imageBaseUrl,
  onSelect,
}: {
  card: ApiCard;
  width: number;
  imageBaseUrl: string | null;
  onSelect: (card: ApiCard) => void;
}) {
  return (
    <ButtonBase
      onClick={() => onSelect(card)}
      aria-label={card.name}
      data-card={card.stub}
      sx={{
        position: 'relative',
        borderRadius: `${width * 0.05}px`,
        transition: 'transform 120ms ease, box-shadow 120ms ease',
        boxShadow: '0 4px 14px rgba(0, 0, 0, 0.6)',
        '&:hover, &:focus-visible': {
          transform: 'translateY(-3px)',
          boxShadow: '0 0 0 2px #e0923c, 0 8px 22px rgba(0, 0, 0, 0.7)',
        },
      }}
    >
      <CardImage card={card} width={width} imageBaseUrl={imageBaseUrl} />
      {card.isChained && imageBaseUrl ? (
        <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
          <ChainIcon size={Math.max(14, width * 0.12)} />
        </Box>
      ) : null}
    </ButtonBase>
  );
});

/**
 * The card grid. Only a batch of cards is drawn at first; a sentinel near the end adds the next
 * batch when it scrolls into view, so 500+ cards stay quick to open.
 */
export function CardGallery({ cards, width, imageBaseUrl, onSelect }: CardGalleryProps) {
  const [shown, setShown] = useState(BATCH);
  const sentinel = useRef<HTMLDivElement>(null);
  const [previousCards, setPreviousCards] = useState(cards);
  if (previousCards !== cards) {
    setPreviousCards(cards);
    setShown(BATCH);
  }
  useEffect(() => {
    const target = sentinel.current;
    if (!target || shown >= cards.length) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((n) => n + BATCH);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [shown, cards.length]);
  return (
    <>
      <Box
        role="list"
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, ${width}px)`,
          gap: 2,
          justifyContent: 'center',
        }}
      >
        {cards.slice(0, shown).map((card) => (
          <Box role="listitem" key={card.stub}>
            <GalleryCard
              card={card}
              width={width}
              imageBaseUrl={imageBaseUrl}
              onSelect={onSelect}
            />
          </Box>
        ))}
      </Box>
      {shown < cards.length ? <Box ref={sentinel} sx={{ height: 40 }} /> : null}
    </>
  );
}
