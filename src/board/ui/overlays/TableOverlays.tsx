import type { BoardLayout, PileSlot } from '../../layout/layout';
import { pileKey } from '../../store/gameStore';
import { useGame } from '../context';
import { BattleZone } from './BattleZone';
import { CardMenu } from './CardMenu';
import { DieMenu } from './DieMenu';
import { HandArrows } from './HandArrows';
import { Inspector } from './Inspector';
import { PileLabel } from './PileLabel';
import { PilePopup } from './PilePopup';

export interface TableActions {
  pileClicked(slot: PileSlot): void;
}

/** DOM pieces laid over the canvas: pile labels, hand arrows, popups, zoom, menus, inspector. */
export function TableOverlays(props: { layout: BoardLayout | null; actions: TableActions }) {
  const view = useGame((s) => s.view);
  const { layout } = props;
  if (!layout || !view) return null;
  return (
    <>
      {layout.piles.map((slot) => (
        <PileLabel
          key={pileKey(slot.owner, slot.pile)}
          slot={slot}
          onClick={() => props.actions.pileClicked(slot)}
        />
      ))}
      <HandArrows layout={layout} />
      {layout.piles.map((slot) => (
        <PilePopup
          key={`popup-${pileKey(slot.owner, slot.pile)}`}
          slot={slot}
          view={view}
          layout={layout}
        />
      ))}
      <CardMenu layout={layout} />
      <DieMenu layout={layout} />
      <BattleZone view={view} />
      <Inspector view={view} />
    </>
  );
}
