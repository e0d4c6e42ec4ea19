/**
 * "Resolve the following effect once for each …" (Blood Brawl): a script's steps run again
 * and again, their choices asked anew each time. The number of times is counted once, as the
 * repetition starts.
 */
import type { Run, Step } from '../../runner';

/**
 * The steps of `body` run `times(g)` times in a row (none when it is 0 or less); before each
 * run after the first, the answers stored under `choiceKeys` (the keys of the body's choices)
 * are forgotten so they are asked again. `key` keeps the count left.
 */
export function resolveRepeatedly(
  key: string,
  times: (g: Run) => number,
  choiceKeys: readonly string[],
  body: readonly Step[],
): Step[] {
  return [
    (g) => {
      const count = times(g);
      g.ctx[key] = count;
      // Nothing to repeat: go past the body and the closing step.
      if (count <= 0) return { goto: g.frame.step + body.length + 2 };
    },
    ...body,
    (g) => {
      const left = Number(g.ctx[key]) - 1;
      g.ctx[key] = left;
      if (left <= 0) return;
      for (const choice of choiceKeys) delete g.ctx[choice];
      return { goto: g.frame.step - body.length };
    },
  ];
}
