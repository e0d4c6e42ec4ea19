import { chooseOption, defineAspect, opp, phoenixbornOf, placeWounds, unitsOf } from '../api';

type WoundOn = 'phoenixborn' | 'rightmostUnit';

const woundOn = chooseOption<WoundOn>('ballistic-seeds-on', {
  title: 'Ballistic Seeds: put 1 wound token on',
  options: { phoenixborn: 'Your Phoenixborn', rightmostUnit: 'Your rightmost unit' },
  only: (g, on) => on === 'phoenixborn' || unitsOf(g, opp(g)).length > 0,
  by: (g) => opp(g),
});

/**
 * Ballistic Seeds (aspect): Whenever a Chimera aspect spends a status token, the opposing
 * player places 1 wound token on their Phoenixborn or on their rightmost unit (their choice).
 * It has no claw or jaw: it never attacks.
 */
export default defineAspect({
  stub: 'ballistic-seeds',
  triggers: [
    {
      name: 'Ballistic Seeds',
      event: 'aspectStatusSpent',
      match: () => true,
      steps: [
        woundOn.ask,
        (g) => {
          const on = woundOn.of(g);
          const target =
            on === 'rightmostUnit' ? (unitsOf(g, opp(g)).at(-1) ?? null) : phoenixbornOf(g, opp(g));
          placeWounds(g, target, 1);
        },
      ],
    },
  ],
});
