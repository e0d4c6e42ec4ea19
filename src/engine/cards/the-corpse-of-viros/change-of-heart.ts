import {
  alliesYouControl,
  chooseCard,
  dealDamage,
  defineCard,
  isExhausted,
  isOnBattlefield,
  opponentUnits,
  phoenixbornOf,
  returnUnitToHand,
  unitsOf,
} from '../api';

const ally = chooseCard('ally', {
  title: 'Change of Heart: choose an ally you control to place into your hand',
  from: (g) => alliesYouControl(g),
});

const target = chooseCard('target', {
  title: 'Change of Heart: choose a unit an opponent controls to deal 1 damage to',
  from: (g) => opponentUnits(g),
});

/**
 * Change of Heart: This spell can only be attached to an unexhausted Phoenixborn you control.
 * * You cannot activate your Phoenixborn's ability. side - exhaust: Choose an ally you control
 * and place it into your hand to deal 1 damage to a target unit an opponent controls.
 */
export default defineCard({
  stub: 'change-of-heart',
  canHost: (q, host) => host === phoenixbornOf(q) && !isExhausted(q, host),
  stopsHostsPrintedAbilities: true,
  // The Phoenixborn has the alteration's ability (rules digest §10.3): exhausting it exhausts the Phoenixborn.
  grantedAbilities: [
    {
      id: 'changeOfHeart',
      name: 'Change of Heart',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => alliesYouControl(q).length > 0 && opponentUnits(q).length > 0,
      steps: [
        ally.ask,
        target.ask,
        (g) => {
          const chosen = ally.of(g);
          if (chosen === null) return { end: true };
          returnUnitToHand(g, chosen);
          // "To": the damage follows only once the ally left the battlefield.
          if (isOnBattlefield(g, chosen) || unitsOf(g).includes(chosen)) return { end: true };
          dealDamage(g, target.of(g), 1);
        },
      ],
    },
  ],
});
