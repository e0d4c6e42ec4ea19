import { Box } from '@mui/material';
import type { CardView } from '../../../protocol/game-view';
import type { PileSlot } from '../../layout/layout';
import { fullFace } from '../../scene/cardFace';
import { useBoard } from '../context';
import { tablePoint } from './tablePoint';

/**
 * A card in a pile popup: a click sends cardClicked (it may answer the prompt). A card that may
 * drag carries its pile and owner as data attributes: the board's scene reads them when it is
 * pressed and runs the same gesture as for a card on the table.
 */
export function PopupCard(props: { card: CardView; width: number; dragFrom: PileSlot | null }) {
  const { store, send, cardImageBase, catalogue } = useBoard();
  const { card, width, dragFrom } = props;
  return (
    <Box
      component="img"
      alt={card.name ?? 'Card'}
      src={fullFace(card, cardImageBase, catalogue).url}
      data-uuid={card.uuid}
      data-drag-pile={dragFrom?.pile}
      data-drag-owner={dragFrom?.owner}
      // No native image drag: the board's own gesture moves the card.
      draggable={false}
      onClick={() => send({ type: 'cardClicked', uuid: card.uuid })}
      onMouseEnter={(e) => store.getState().setUi({ zoomCard: card.uuid, zoomAt: tablePoint(e) })}
      onMouseLeave={() => store.getState().setUi({ zoomCard: null, zoomAt: null })}
      sx={{
        width,
        height: (width * 91) / 65,
        borderRadius: 1,
        cursor: dragFrom ? 'grab' : 'pointer',
        touchAction: dragFrom ? 'none' : undefined,
        outline: card.selected
          ? '3px solid #4cd964'
          : card.selectable
            ? '3px solid #ffd24a'
            : 'none',
      }}
    />
  );
}
