import {
  activeDiceOf,
  chooseDie,
  defineCard,
  onDestroyed,
  phoenixbornOf,
  raiseDie,
  removeWounds,
} from '../api';

const die = chooseDie('die', {
  title: 'Blood Ritual: raise a die one level',
  from: (g) =>
    activeDiceOf(g)
      .filter((d) => d.level !== 'power')
      .map((d) => d.uuid),
});

/** Blood Shaman: Blood Ritual 1: when this unit is destroyed as a result of a spell, ability or dice power you control, you may remove 1 wound token from your Phoenixborn and then raise 1 die in your active pool one level. */
export default defineCard({
  stub: 'blood-shaman',
  triggers: [
    onDestroyed(
      'Blood Ritual 1',
      [
        (g) => {
          removeWounds(g, phoenixbornOf(g), 1);
        },
        die.ask,
        (g) => raiseDie(g, die.of(g)),
      ],
      (q, e) => e.byEffect === true && e.by === q.me,
      true,
    ),
  ],
});
