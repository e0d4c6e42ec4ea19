import { registerCard } from '../registry';
import { conjureOnto, hasConjuration } from '../helpers';
import { focusOf } from '../../cardinfo';
/** Summon Masked Wolf: side, exhaust, 1 illusion class: place a Masked Wolf onto your battlefield. Focus 1: if you spent an illusion power die, you may take an additional side action this turn. */
export default registerCard({
  stub: 'summon-masked-wolf',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Masked Wolf',
      cost: ['[[side]]', '[[exhaust]]', '1 [[illusion:class]]'],
      usable: (q) => hasConjuration(q, 'masked-wolf'),
      steps: [
        (g) => {
          conjureOnto(g, 'masked-wolf');
          const paid = Array.isArray(g.ctx.paid) ? g.ctx.paid : [];
          const spentPower = paid.some((id) => {
            const die = g.state.dice[String(id)];
            return die?.magic === 'illusion' && die.level === 'power';
          });
          if (
            spentPower &&
            focusOf(g.state, g.frame.source ?? '') >= 1 &&
            g.state.turn?.player === g.me
          )
            g.state.turn.sideActions += 1;
        },
      ],
    },
  ],
});
