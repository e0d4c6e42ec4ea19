import { useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { CARD_HEIGHT, CARD_WIDTH, cardImageUrl, renderCardSvg, svgDataUrl } from './render';
import type { RenderableCard } from './render';

export interface CardImageProps {
  card: RenderableCard & { imageStub?: string };
  /** Width in CSS pixels; the height follows the 65:91 card proportions. */
  width: number;
  /** When set, the photographic card image is used; the drawn card stays as the fallback. */
  imageBaseUrl?: string | null;
  className?: string;
  style?: CSSProperties;
}

/** A card in the DOM: the drawn SVG (or the configured card image) as a lazily decoded img. */
export function CardImage({ card, width, imageBaseUrl, className, style }: CardImageProps) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const usePhoto = Boolean(imageBaseUrl) && !photoFailed;
  const drawn = useMemo(() => (usePhoto ? '' : svgDataUrl(renderCardSvg(card))), [card, usePhoto]);
  const src = usePhoto && imageBaseUrl ? cardImageUrl(imageBaseUrl, card) : drawn;
  return (
    <img
      src={src}
      alt={card.name}
      title={card.name}
      width={width}
      height={Math.round((width * CARD_HEIGHT) / CARD_WIDTH)}
      loading="lazy"
      decoding="async"
      draggable={false}
      className={className}
      style={{ display: 'block', borderRadius: width * 0.05, ...style }}
      onError={usePhoto ? () => setPhotoFailed(true) : undefined}
    />
  );
}
