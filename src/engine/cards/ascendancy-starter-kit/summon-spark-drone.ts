import { canSummon, changeDice, defineCard, isCharged, self, summon } from '../api';

const changeTwoDice = changeDice(2);

/** Summon Spark Drone: main - exhaust - 1 artifice class: Place a Spark Drone conjuration onto your battlefield. If this spell is charged, change 2 dice in your active pool to a side of your choice. */
export default defineCard({
  stub: 'summon-spark-drone',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Spark Drone',
      cost: ['[[main]]', '[[exhaust]]', '1 [[artifice:class]]'],
      usable: (q) => canSummon(q, 'spark-drone'),
      steps: [
        (g) => void summon(g, 'spark-drone'),
        (g) => (isCharged(g, self(g)) ? changeTwoDice(g) : undefined),
      ],
    },
  ],
});
