import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * A page loaded as its own chunk the first time its route is visited, from a module that
 * exports it by name (pages use named exports).
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
