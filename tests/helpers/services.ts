/**
 * Services a test run must reach. CI lists those its machine runs (`ASHTABLE_REQUIRE_SERVICES`,
 * e.g. `postgres,redis`), so a suite that would skip because a listed service did not answer
 * fails instead: a wrong address or a stopped server then shows as a failure, not as a quiet skip.
 */
export type TestService = 'postgres' | 'redis';

function requiredServices(): Set<string> {
  const listed = process.env.ASHTABLE_REQUIRE_SERVICES ?? '';
  return new Set(
    listed
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  );
}

/** Passes `reachable` on, or throws when the service is required and did not answer. */
export function requireIfListed(
  service: TestService,
  reachable: boolean,
  address: string,
): boolean {
  if (!reachable && requiredServices().has(service)) {
    throw new Error(
      `${service} at ${address} did not answer, and this run requires it (ASHTABLE_REQUIRE_SERVICES)`,
    );
  }
  return reachable;
}
