import {
  chooseCard,
  dealDamage,
  defineCard,
  handOf,
  opponentUnits,
  phoenixbornOf,
  targetablePhoenixborns,
  tokensOn,
} from '../api';
import type { Scope } from '../api';

function handIsEmpty(s: Scope): boolean {
  return handOf(s).length === 0;
}

function pbDeeplyWounded(s: Scope): boolean {
  return tokensOn(s, phoenixbornOf(s)).damage >= 12;
}

const unit = chooseCard('unit', {
  title: 'Final Stand: choose a unit an opponent controls to deal 4 damage to',
  from: (g) => (handIsEmpty(g) ? opponentUnits(g) : []),
});

const phoenixborn = chooseCard('phoenixborn', {
  title: 'Final Stand: choose a Phoenixborn to deal 2 damage to',
  from: (g) => (pbDeeplyWounded(g) ? targetablePhoenixborns(g) : []),
});

/**
 * Final Stand: If you have no cards in your hand, deal 4 damage to a target unit an opponent
 * controls. If there are 12 or more wound tokens on your Phoenixborn, deal 2 damage to a
 * target Phoenixborn.
 */
export default defineCard({
  stub: 'final-stand',
  effect: [
    unit.ask,
    (g) => void dealDamage(g, unit.of(g), 4),
    phoenixborn.ask,
    (g) => void dealDamage(g, phoenixborn.of(g), 2),
  ],
});
