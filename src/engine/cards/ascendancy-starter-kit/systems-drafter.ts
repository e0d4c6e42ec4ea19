import {
  chooseCard,
  defineCard,
  onComesIntoPlay,
  readySpellsOf,
  removeExhaustion,
  tokensOn,
} from '../api';

const spell = chooseCard('spell', {
  title:
    'Systems Drafter, Rethink 1: choose a ready spell you control to remove 1 exhaustion token from',
  from: (g) => readySpellsOf(g).filter((card) => tokensOn(g, card).exhaustion > 0),
});

/** Systems Drafter: Rethink 1: When this unit comes into play, remove 1 exhaustion token from a ready spell you control. */
export default defineCard({
  stub: 'systems-drafter',
  triggers: [
    onComesIntoPlay('Rethink 1', [spell.ask, (g) => void removeExhaustion(g, spell.of(g), 1)]),
  ],
});
