import { Box } from '@mui/material';
import { findCard } from '../../logic/rules';
import { zoomPlacement } from '../../logic/zoom';
import { fullFace } from '../../scene/cardFace';
import { useBoard, useGame } from '../context';

/** The hovered card, large, beside the pointer and inside the table. */
export function CardZoom() {
  const { cardImageBase, catalogue } = useBoard();
  const uuid = useGame((s) => s.ui.zoomCard);
  const at = useGame((s) => s.ui.zoomAt);
  const size = useGame((s) => s.viewSettings.cardSize);
  const view = useGame((s) => s.view);
  const dragging = useGame((s) => s.ui.dragging);
  const card = uuid && view && !dragging ? findCard(view, uuid) : null;
  if (!card || card.facedown) return null;
  const table = document.querySelector('[data-testid="board-table"]');
  const bounds = {
    width: table?.clientWidth ?? window.innerWidth,
    height: table?.clientHeight ?? window.innerHeight,
  };
  // Without a pointer position (e.g. hovering a popup outside the table) it sits at the right.
  const box = zoomPlacement(at ?? { x: bounds.width, y: bounds.height / 2 }, bounds, size);
  return (
    <Box
      component="img"
      data-testid="card-zoom"
      alt={card.name ?? ''}
      src={fullFace(card, cardImageBase, catalogue).url}
      sx={{
        position: 'absolute',
        left: box.left,
        top: box.top,
        width: box.width,
        height: box.height,
        pointerEvents: 'none',
        zIndex: 15,
        borderRadius: 2,
        boxShadow: '0 8px 32px rgba(0,0,0,0.7)',
      }}
    />
  );
}
