/**
 * Runs socket handlers, timers and bus callbacks so that nothing they throw or reject with
 * reaches the event loop, where it would end the whole process and every game in it. The
 * fault goes to `onFault`, which logs it and contains the damage (ends the one broken game,
 * refuses the one message); should that fail as well, `lastResort` hears it.
 */
export function guard<A extends unknown[]>(
  handler: (...args: A) => unknown,
  onFault: (error: unknown) => void,
  lastResort: (error: unknown) => void,
): (...args: A) => void {
  const contain = (error: unknown) => {
    try {
      onFault(error);
    } catch (inner) {
      lastResort(inner);
    }
  };
  return (...args: A) => {
    try {
      const result = handler(...args);
      if (result instanceof Promise) result.catch(contain);
    } catch (error) {
      contain(error);
    }
  };
}
