import {
  chooseCard,
  dealDamage,
  defineCard,
  discardFromPlay,
  eventOf,
  placeStatus,
  rememberNumber,
  self,
  targetableUnits,
  tokensOn,
} from '../api';

const MOST_TOKENS = 4;

const tokens = rememberNumber('tokens');
const target = chooseCard('target', {
  title: 'Keepsake: choose a unit to deal damage to',
  from: (g) => targetableUnits(g),
});

/** Keepsake: After 1 or more dice in an opponent's active pool are re-rolled, lowered in level, or changed to a side of your choice, place 1 status token on this spell for each affected die, without exceeding four on this spell. main, 1 illusion class: Discard this spell. Deal damage to a target unit equal to the number of status tokens that were on this spell. */
export default defineCard({
  stub: 'keepsake',
  triggers: [
    {
      name: 'Keepsake',
      event: 'diceAffected',
      match: (q, e) =>
        e.owner !== q.me &&
        // "changed to a side of your choice": only changes this player made.
        (e.how !== 'changed' || e.by === q.me) &&
        q.state.players[q.me].spellboard.includes(q.self) &&
        tokensOn(q, q.self).status < MOST_TOKENS,
      steps: [
        (g) => {
          const affected = eventOf(g, 'diceAffected')?.count ?? 0;
          const room = MOST_TOKENS - tokensOn(g, self(g)).status;
          placeStatus(g, self(g), Math.min(room, affected));
        },
      ],
    },
  ],
  abilities: [
    {
      id: 'release',
      name: 'Keepsake',
      cost: ['[[main]]', '1 [[illusion:class]]'],
      usable: (q) => targetableUnits(q).length > 0,
      steps: [
        (g) => {
          tokens.set(g, tokensOn(g, self(g)).status);
          discardFromPlay(g, self(g));
        },
        target.ask,
        (g) => void dealDamage(g, target.of(g), tokens.of(g) ?? 0),
      ],
    },
  ],
});
