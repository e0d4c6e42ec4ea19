import {
  activeDiceOf,
  chooseNumber,
  defineCard,
  draw,
  eventOf,
  onComesIntoPlay,
  onDestroyed,
  placeStatus,
  self,
  tokensOn,
} from '../api';
import type { Run } from '../api';

/** Bequest's X: the status tokens it had as it left play. */
function bequestX(g: Run): number {
  return eventOf(g, 'destroyed')?.status ?? 0;
}

const cards = chooseNumber('cards', {
  title: 'Wishing Wing, Bequest: you may draw up to X cards',
  from: (g) => Array.from({ length: bequestX(g) + 1 }, (_, n) => n),
  label: (n) => (n === 0 ? 'Draw none' : `Draw ${n}`),
});

/** Wishing Wing: Opportunist 1: When this unit comes into play, if you have a time power die in your active pool, place 1 status token on this unit. * Bequest X: When this unit is destroyed, you may draw up to X cards. * X = the number of status tokens on this unit. */
export default defineCard({
  stub: 'wishing-wing',
  attackX: (q) => tokensOn(q, q.self).status,
  triggers: [
    onComesIntoPlay('Opportunist 1', [
      (g) => {
        if (activeDiceOf(g).some((d) => d.magic === 'time' && d.level === 'power'))
          placeStatus(g, self(g), 1);
      },
    ]),
    onDestroyed(
      'Bequest X',
      [cards.ask, (g) => void draw(g, cards.of(g) ?? 0)],
      (_q, e) => e.status > 0,
    ),
  ],
});
