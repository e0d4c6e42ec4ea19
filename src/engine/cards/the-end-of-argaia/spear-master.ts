import {
  chooseCard,
  chooseCards,
  dealDamage,
  defineCard,
  onComesIntoPlay,
  opponentUnits,
  placeStatus,
  removeStatus,
  self,
  tokensOn,
  unitsOf,
  whenDeclared,
} from '../api';
import type { Chosen, Run, Trigger } from '../api';

/** "Replenish 2: When this unit comes into play, and at the end of the round, place 2 status tokens on it." */
const replenish: Trigger[] = [
  onComesIntoPlay('Replenish 2', [(g) => void placeStatus(g, self(g), 2)]),
  {
    name: 'Replenish 2 (end of round)',
    event: 'endOfRound',
    match: () => true,
    steps: [(g) => void placeStatus(g, self(g), 2)],
  },
];

/** The most tokens worth removing: one per unit an opponent controls that may be damaged. */
const MOST_TARGETS = 8;

function picked(g: Run, handles: readonly Chosen<string>[]): string[] {
  return handles.flatMap((h) => h.of(g) ?? []);
}

/** Status tokens still on a unit of yours once the ones already picked are taken off. */
function left(g: Run, unit: string, handles: readonly Chosen<string>[]): number {
  return tokensOn(g, unit).status - picked(g, handles).filter((u) => u === unit).length;
}

function most(g: Run): number {
  return Math.min(opponentUnits(g).length, MOST_TARGETS);
}

// One token at a time: each pick removes 1 status token from the unit chosen; Skip stops.
const removals: Chosen<string>[] = [];
for (let n = 1; n <= MOST_TARGETS; n++) {
  const earlier = [...removals];
  removals.push(
    chooseCard(`remove${n}`, {
      title: `Spear Master, Spear Volley: you may remove a status token from a unit you control (${n - 1} removed; Skip to stop)`,
      from: (g) =>
        picked(g, earlier).length < earlier.length || earlier.length >= most(g)
          ? []
          : unitsOf(g).filter((unit) => left(g, unit, earlier) > 0),
      optional: true,
    }),
  );
}

const targets = chooseCards('targets', {
  title: 'Spear Master, Spear Volley: choose the units opponents control to deal 1 damage to',
  from: (g) => opponentUnits(g),
  count: { exactly: (g) => picked(g, removals).length },
});

/**
 * Spear Master: Replenish 2: When this unit comes into play, and at the end of the round, place
 * 2 status tokens on it. Spear Volley: When this unit is declared as an attacker, you may remove
 * any number of status tokens from units you control. Deal 1 damage to an equal number of target
 * units that opponents control.
 */
export default defineCard({
  stub: 'spear-master',
  triggers: [
    ...replenish,
    whenDeclared(
      'Spear Volley',
      ['attacker'],
      [
        ...removals.map((h) => h.ask),
        (g) => {
          let removed = 0;
          for (const unit of picked(g, removals)) removed += removeStatus(g, unit, 1);
          if (removed === 0) return { end: true };
          return undefined;
        },
        targets.ask,
        (g) => {
          for (const unit of targets.of(g) ?? []) dealDamage(g, unit, 1);
        },
      ],
    ),
  ],
});
