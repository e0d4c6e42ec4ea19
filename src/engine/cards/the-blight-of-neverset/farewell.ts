import {
  chooseCard,
  controllerOf,
  costX,
  defineCard,
  discardFromPlay,
  discardTopOfDrawPile,
  inPlay,
  lifeOf,
  opponentUnits,
  players,
  rememberText,
} from '../api';
import type { Run } from '../api';

const target = chooseCard('target', {
  title: 'Farewell: choose a unit an opponent controls with a life value of X',
  from: (g) => opponentUnits(g).filter((unit) => lifeOf(g, unit) === costX(g)),
});
// Whose draw pile: the discarded unit's controller, known before it leaves play.
const whose = rememberText('whose');

function discardOffTheirDrawPile(g: Run): void {
  const opponent = players(g).find((p) => p === whose.of(g));
  if (opponent) discardTopOfDrawPile(g, opponent, costX(g));
}

/**
 * Farewell: Discard a target unit an opponent controls with a life value of X. If you do,
 * discard X cards off the top of that target opponent's draw pile.
 */
export default defineCard({
  stub: 'farewell',
  playable: (q) => opponentUnits(q).length > 0,
  effect: [
    target.ask,
    (g) => {
      const unit = target.of(g);
      if (!unit) return { end: true };
      whose.set(g, controllerOf(g, unit));
      discardFromPlay(g, unit);
      // "If you do": only when the unit left play.
      return inPlay(g, unit) ? { end: true } : undefined;
    },
    discardOffTheirDrawPile,
  ],
});
