import {
  attachedCopies,
  chooseDie,
  defineCard,
  discardFromPlay,
  hostOf,
  lowerDie,
  lowerableDiceOf,
  opp,
  phoenixbornOf,
  self,
} from '../api';

const lowered = chooseDie('drowningDie', {
  title: 'Drowning: choose one of your dice to lower one level',
  from: (g) => lowerableDiceOf(g),
});

/**
 * Drowning (conjured alteration, The Flood of Moon Cove): attached to the opposing Phoenixborn
 * (digest 14.10: the card file says Unit, the Chimera's effects put it on the Phoenixborn).
 * Each copy is one drowning level, and it counts towards that Phoenixborn's defeat (digest 5:
 * played as -1 life per copy). Its host's controller: side action, lower 1 of their own dice
 * one level: discard one Drowning from their Phoenixborn.
 */
export default defineCard({
  stub: 'drowning',
  // Only the Phoenixborn of its controller's opponent (its controller is the Chimera).
  canHost: (q, host) => host === phoenixbornOf(q, opp(q)),
  statics: [
    {
      name: 'Drowning',
      inexhaustible: true,
      appliesTo: (q, card) => card === hostOf(q, q.self),
      add: { life: -1 },
    },
  ],
  grantedAbilities: [
    {
      id: 'drowning',
      name: 'Drowning',
      cost: ['[[side]]'],
      // Lowering the die is part of the cost: the Phoenixborn need not be unexhausted.
      inexhaustible: true,
      usable: (q) => lowerableDiceOf(q).length > 0,
      steps: [
        lowered.ask,
        (g) => {
          const die = lowered.of(g);
          if (die === null) return { end: true };
          lowerDie(g, die);
          discardFromPlay(g, attachedCopies(g, self(g), 'drowning')[0] ?? null);
        },
      ],
    },
  ],
});
