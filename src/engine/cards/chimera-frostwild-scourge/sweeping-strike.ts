import {
  attackOf,
  chooseOption,
  dealDamage,
  defineAspect,
  opp,
  phoenixbornOf,
  resolveRepeatedly,
  self,
  unitsOf,
} from '../api';

const struck = chooseOption('sweepingStrikeTarget', {
  title: 'Sweeping Strike: 1 damage to your Phoenixborn or to your rightmost unit',
  options: { phoenixborn: 'My Phoenixborn', unit: 'My rightmost unit' },
  only: (g, v) => v === 'phoenixborn' || unitsOf(g, opp(g)).length > 0,
  by: (g) => opp(g),
});

/**
 * Sweeping Strike (aspect): After this aspect destroys a unit while attacking, resolve the
 * following as many times as its attack value: the opposing player chooses their Phoenixborn
 * or their rightmost unit, and it is dealt 1 damage.
 */
export default defineAspect({
  stub: 'sweeping-strike',
  triggers: [
    {
      name: 'Sweeping Strike',
      event: 'unitDestroyedByAttack',
      match: (q, e) => e.attacker === q.self,
      steps: resolveRepeatedly(
        'sweepingStrikeLeft',
        (g) => attackOf(g, self(g)),
        ['sweepingStrikeTarget'],
        [
          struck.ask,
          (g) => {
            const target =
              struck.of(g) === 'unit'
                ? (unitsOf(g, opp(g)).at(-1) ?? null)
                : phoenixbornOf(g, opp(g));
            dealDamage(g, target, 1);
          },
        ],
      ),
    },
  ],
});
