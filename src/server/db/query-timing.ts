/** Told the duration of every database query, in seconds. */
export type QueryObserver = (seconds: number) => void;

/** Where a database's query times go; the observer is set once the process's metrics exist. */
export class QueryTiming {
  observer: QueryObserver | null = null;

  /** Runs a query and reports its time, whether it answered or failed. */
  async time<T>(run: () => Promise<T>): Promise<T> {
    const observer = this.observer;
    if (!observer) return run();
    const started = process.hrtime.bigint();
    try {
      return await run();
    } finally {
      observer(Number(process.hrtime.bigint() - started) / 1e9);
    }
  }
}

/** How one method of a driver object is replaced: given the original (bound to the object). */
type MethodWrapper = (original: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown;

/**
 * The driver object seen through a proxy that replaces some methods. Every other method is
 * bound to the real object, so drivers with private fields keep working, and `instanceof`
 * still holds (Drizzle checks it). Wrapping the driver rather than Drizzle times every query,
 * whichever part of the code sends it.
 */
export function withWrappedMethods<T extends object>(
  target: T,
  wrappers: Readonly<Record<string, MethodWrapper>>,
): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      const bound = (...args: unknown[]): unknown => Reflect.apply(value, object, args);
      const wrap = typeof property === 'string' ? wrappers[property] : undefined;
      return wrap ? wrap(bound) : bound;
    },
  });
}

/** A method whose promise is timed. */
export function timedMethod(timing: QueryTiming): MethodWrapper {
  return (original) =>
    (...args) =>
      timing.time(() => Promise.resolve(original(...args)));
}
