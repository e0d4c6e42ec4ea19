/**
 * Reads what a client could click in a game view without trusting its shape: every card or
 * die id and every prompt button found anywhere in it.
 */
export interface Clickables {
  ids: string[];
  buttons: { arg: string; uuid: string | null; method: string | null }[];
  version: number | null;
  over: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function clickablesOf(view: unknown): Clickables {
  const found: Clickables = { ids: [], buttons: [], version: null, over: false };
  if (isRecord(view)) {
    found.version = typeof view.version === 'number' ? view.version : null;
    found.over = typeof view.winner === 'string' && view.winner.length > 0;
  }
  const walk = (value: unknown, depth: number) => {
    if (depth > 12) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    if (typeof value.uuid === 'string') found.ids.push(value.uuid);
    if (typeof value.arg === 'string' && typeof value.text === 'string')
      found.buttons.push({
        arg: value.arg,
        uuid: typeof value.uuid === 'string' ? value.uuid : null,
        method: typeof value.method === 'string' ? value.method : null,
      });
    for (const [key, item] of Object.entries(value)) if (key !== 'messages') walk(item, depth + 1);
  };
  walk(view, 0);
  return found;
}
