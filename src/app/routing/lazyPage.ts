import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * A component loaded as its own chunk the first time it is drawn, from a module that exports
 * it by name (pages and dialogs use named exports). Used for whole pages and for parts of a
 * page the first screen does not need (forms, dialogs, the replay viewer), which keeps them
 * and what they import (yup, MUI's Select and Autocomplete) out of the first download.
 */
export function lazyNamed<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** A page loaded the first time its route is visited. */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazyNamed(load, name);
}
