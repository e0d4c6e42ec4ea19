import { chooseOpponent, defineCard, mustAttackNextTurn, onComesIntoPlay } from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'Light Bringer, Infatuate: choose an opponent who must attack during their next turn',
});

/** Light Bringer: Infatuate: When this unit comes into play, choose a target opponent. When choosing a main action during their next turn, that opponent must choose an Attack action if they control any units that can be declared as an attacker. */
export default defineCard({
  stub: 'light-bringer',
  triggers: [
    onComesIntoPlay('Infatuate', [opponent.ask, (g) => mustAttackNextTurn(g, opponent.of(g))]),
  ],
});
