import {
  chooseCard,
  defineCard,
  discardPileOf,
  inBattleWith,
  isReadySpell,
  magnified,
  onComesIntoPlay,
  returnToHand,
} from '../api';

const spell = chooseCard('spell', {
  title:
    'Essence Druid, Spell Recall: you may choose a ready spell in your discard pile to place into your hand',
  from: (g) => discardPileOf(g).filter((card) => isReadySpell(g, card)),
  optional: true,
});

/** Essence Druid: Spell Recall: When this unit comes into play, you may search your discard pile for a ready spell and place it into your hand. Tame 2: While this unit is in battle, the attack value of units in battle with it is reduced by 2. */
export default defineCard({
  stub: 'essence-druid',
  triggers: [onComesIntoPlay('Spell Recall', [spell.ask, (g) => returnToHand(g, spell.of(g))])],
  statics: [
    {
      name: 'Tame 2',
      appliesTo: (q, card) => inBattleWith(q, q.self, card),
      // Tame's 2 is a numeral value Magnify raises.
      addFor: (q) => ({ attack: -magnified(q, q.self, 2) }),
    },
  ],
});
