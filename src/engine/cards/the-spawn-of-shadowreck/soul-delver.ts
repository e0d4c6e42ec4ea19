import {
  chooseDice,
  chooseOption,
  choosePlayer,
  defineCard,
  lowerDice,
  lowerableDiceOf,
  phoenixbornOf,
  raisableDiceOf,
  raiseDice,
  tokensOn,
  whenDeclared,
} from '../api';
import type { Run } from '../api';

/** X = the number of status tokens on your Phoenixborn. */
function statusOnPhoenixborn(g: Run): number {
  return tokensOn(g, phoenixbornOf(g)).status;
}

const player = choosePlayer('player', {
  title: 'Soul Delver, Magic Current: choose a player whose dice to raise or lower',
});
const way = chooseOption('way', {
  title: (g) => `Soul Delver, Magic Current ${statusOnPhoenixborn(g)}: raise or lower the dice?`,
  options: { raise: 'Raise', lower: 'Lower' },
  when: (g) => player.of(g) !== null,
});
const dice = chooseDice('dice', {
  title: (g) =>
    `Soul Delver, Magic Current: choose ${statusOnPhoenixborn(g)} dice to ${way.of(g) ?? 'change'} one level`,
  from: (g) => {
    const whose = player.of(g);
    if (whose === null) return [];
    if (way.of(g) === 'raise') return raisableDiceOf(g, whose);
    return way.of(g) === 'lower' ? lowerableDiceOf(g, whose) : [];
  },
  count: { exactly: statusOnPhoenixborn },
});

/**
 * Soul Delver: Magic Current X: When this unit is declared as an attacker, raise or lower X dice
 * in a target player's active pool one level. * X = the number of status tokens on your
 * Phoenixborn.
 */
export default defineCard({
  stub: 'soul-delver',
  triggers: [
    whenDeclared(
      'Magic Current X',
      ['attacker'],
      [
        (g) => {
          if (statusOnPhoenixborn(g) === 0) return { end: true };
        },
        player.ask,
        way.ask,
        dice.ask,
        (g) => (way.of(g) === 'raise' ? raiseDice(g, dice.of(g)) : lowerDice(g, dice.of(g))),
      ],
    ),
  ],
});
