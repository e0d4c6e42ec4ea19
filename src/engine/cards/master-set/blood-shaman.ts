import { registerCard } from '../registry';
import { onDestroyed } from '../helpers';
import { choice, dieOptions } from '../../decisions';
import { raise } from '../../dice';
import { activeDice, removeWounds } from '../../ops';
/** Blood Shaman: Blood Ritual 1: when this unit is destroyed as a result of a spell, ability or dice power you control, you may remove 1 wound token from your Phoenixborn and then raise 1 die in your active pool one level. */
export default registerCard({
  stub: 'blood-shaman',
  triggers: [
    onDestroyed(
      'Blood Ritual 1',
      [
        (g) => {
          removeWounds(g.state, g.state.players[g.me].phoenixborn, 1);
        },
        (g) => {
          if (g.ctx.die !== undefined) return;
          const dice = activeDice(g.state, g.me).filter((d) => d.level !== 'power');
          if (dice.length === 0) return;
          return choice(
            'die',
            'Blood Ritual: raise a die one level',
            dieOptions(dice.map((d) => d.uuid)),
          );
        },
        (g) => {
          const die = g.state.dice[String(g.ctx.die)];
          if (die) raise(die);
        },
      ],
      (q, e) => e.byEffect === true && e.by === q.me,
      true,
    ),
  ],
});
