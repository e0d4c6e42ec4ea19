import { defineCard, groupTactics } from '../api';

/** Raptor Hatchling: Group Tactics 2: After you declare 3 or more attackers, you may add 2 to this unit's attack value for the remainder of this turn. */
export default defineCard({
  stub: 'raptor-hatchling',
  triggers: [groupTactics(2)],
});
