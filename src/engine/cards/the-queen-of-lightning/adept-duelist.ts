import {
  alterationsInPlay,
  canTarget,
  chooseCard,
  defineCard,
  discardFromPlay,
  opponentUnits,
  whenDeclared,
} from '../api';
import type { Query, Run } from '../api';

/** Alteration spells attached to units an opponent controls that this card may target. */
function opponentsAlterations(s: Run | Query): string[] {
  const units = opponentUnits(s);
  return alterationsInPlay(s)
    .filter((a) => units.includes(a.host) && canTarget(s, a.card))
    .map((a) => a.card);
}

const target = chooseCard('target', {
  title: "Adept Duelist, Disarm: you may discard an alteration spell on an opponent's unit",
  from: (g) => opponentsAlterations(g),
  optional: true,
});

/**
 * Adept Duelist: Stalk: This unit cannot be guarded against. Disarm: When this unit is declared
 * as an attacker, you may discard a target alteration spell attached to a unit an opponent
 * controls.
 */
export default defineCard({
  stub: 'adept-duelist',
  keywords: { stalk: 1 },
  triggers: [
    whenDeclared('Disarm', ['attacker'], [target.ask, (g) => discardFromPlay(g, target.of(g))]),
  ],
});
