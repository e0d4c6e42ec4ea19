/** Geometry of the movable panels (game-board.md sections 5 and 9). */
export const PANEL_MIN_WIDTH = 200;
export const PANEL_MAX_WIDTH = 800;
export const PANEL_MIN_HEIGHT = 150;
export const PANEL_MIN_OFFSET = 10;
/** Width of the board's right sidebar (replay controls, card log, chat), compact or not. */
export const SIDEBAR_WIDTH = { normal: 360, compact: 320 } as const;
/** At least this much of a panel stays on screen. */
export const PANEL_VISIBLE_MIN = 50;

export interface PanelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function clampPanel(
  rect: PanelRect,
  viewport: { width: number; height: number },
): PanelRect {
  const width = Math.min(PANEL_MAX_WIDTH, Math.max(PANEL_MIN_WIDTH, rect.width));
  const height = Math.max(PANEL_MIN_HEIGHT, rect.height);
  const x = Math.min(
    Math.max(PANEL_MIN_OFFSET, rect.x),
    Math.max(PANEL_MIN_OFFSET, viewport.width - PANEL_VISIBLE_MIN),
  );
  const y = Math.min(
    Math.max(PANEL_MIN_OFFSET, rect.y),
    Math.max(PANEL_MIN_OFFSET, viewport.height - PANEL_VISIBLE_MIN),
  );
  return { x, y, width, height };
}

/** Local storage key of a panel's position, per panel name and side. */
export function panelStorageKey(name: string, side: 'left' | 'right'): string {
  return `ashtable.panel.${name}.${side}`;
}

export function loadPanel(
  storage: Pick<Storage, 'getItem'>,
  key: string,
  fallback: PanelRect,
): PanelRect {
  try {
    const raw = storage.getItem(key);
    if (!raw) return fallback;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return fallback;
    const r = parsed as Record<string, unknown>;
    const nums = [r.x, r.y, r.width, r.height];
    if (!nums.every((n) => typeof n === 'number' && Number.isFinite(n))) return fallback;
    return {
      x: r.x as number,
      y: r.y as number,
      width: r.width as number,
      height: r.height as number,
    };
  } catch {
    return fallback;
  }
}
