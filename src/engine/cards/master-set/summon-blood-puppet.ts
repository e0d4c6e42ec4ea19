import { registerCard } from '../registry';
import { choosePlayer, conjureOnto, hasConjuration } from '../helpers';
import { hasRoom } from '../../ops';
import type { PlayerId } from '../../state';
/** Summon Blood Puppet: main, exhaust, 1 ceremonial class: place a Blood Puppet onto a target player's battlefield. */
export default registerCard({
  stub: 'summon-blood-puppet',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Blood Puppet',
      cost: ['[[main]]', '[[exhaust]]', '1 [[ceremonial:class]]'],
      usable: (q) =>
        hasConjuration(q, 'blood-puppet', 'p1') || hasConjuration(q, 'blood-puppet', 'p2'),
      steps: [
        choosePlayer('player', 'Summon Blood Puppet: onto whose battlefield?', (g, p) =>
          hasRoom(g.state, g.context, p),
        ),
        (g) => {
          if (g.ctx.player) conjureOnto(g, 'blood-puppet', g.ctx.player as PlayerId);
        },
      ],
    },
  ],
});
