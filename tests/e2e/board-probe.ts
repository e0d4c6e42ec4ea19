/**
 * Reading the board sandbox's table back in browser tests: card and die slots and rectangles,
 * marks, pile and drop-zone points, and pages opened on a fixture. Shared by the
 * `board-<feature>.test.ts` files.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { basicView } from '../../src/board/fixtures/gameViews';
import type { FixtureName } from '../../src/board/fixtures/gameViews';
import type { GameView, PlayerView } from '../../src/protocol/game-view';
import type { SuiteStage } from './harness';
import { newContext } from './harness';
import { openDrawnSandbox } from './sandbox';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SlotInfo {
  uuid: string;
  pile: string;
  ownRow: boolean;
  selectable: boolean;
  canPlay: boolean;
}

export function slots(page: Page): Promise<SlotInfo[]> {
  return page.evaluate(() =>
    (window.__ashtableBoard?.scene.layout?.cards ?? []).map((c) => ({
      uuid: c.card.uuid,
      pile: c.pile,
      ownRow: c.ownRow,
      selectable: c.card.selectable,
      canPlay: Boolean(c.card.canPlay),
    })),
  );
}

export function rectOf(page: Page, uuid: string): Promise<Rect | null> {
  return page.evaluate((id) => window.__ashtableBoard?.scene.probe.cardRect(id) ?? null, uuid);
}

/** Puts a fixture view (built inside the page) on the board, as a new game state would. */
export async function showFixture(page: Page, name: FixtureName): Promise<void> {
  await page.evaluate((fixture) => {
    const fixtures = window.__sandboxFixtures;
    const board = window.__ashtableBoard;
    if (!fixtures || !board) throw new Error('sandbox not ready');
    board.store.getState().setView(fixtures.FIXTURES[fixture]());
  }, name);
  await expect
    .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.pendingTextures ?? 1))
    .toBe(0);
}

export interface Mark {
  outline: string;
  chain: string | null;
  counters: { name: string; text: string; fade: boolean; cancel: boolean; broken: boolean }[];
  manyCounters: boolean;
  isNew: boolean;
}

export function markOf(page: Page, uuid: string): Promise<Mark | null> {
  return page.evaluate((id) => window.__ashtableBoard?.scene.probe.markOf(id) ?? null, uuid);
}

/** The page coordinates of the centre of one of our piles on the canvas. */
export async function pileCentre(page: Page, pile: string): Promise<{ x: number; y: number }> {
  const at = await page.evaluate((name) => {
    const scene = window.__ashtableBoard?.scene;
    const slot = scene?.layout?.piles.find((p) => p.ownRow && p.pile === name);
    const canvas = scene?.canvas.getBoundingClientRect();
    return slot && canvas
      ? { x: canvas.left + slot.x + slot.w / 2, y: canvas.top + slot.y + slot.h / 3 }
      : null;
  }, pile);
  if (!at) throw new Error(`no pile ${pile}`);
  return at;
}

/** The page coordinates of the centre of a die on the table. */
export async function dieCentre(page: Page, uuid: string): Promise<{ x: number; y: number }> {
  const rect = await page.evaluate(
    (id) => window.__ashtableBoard?.scene.probe.dieRect(id) ?? null,
    uuid,
  );
  if (!rect) throw new Error('die not on screen');
  return { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 };
}

/** A point (page coordinates) inside one of our drop zones, at a fraction of its width. */
export async function zonePoint(
  page: Page,
  pile: string,
  fx = 0.5,
): Promise<{ x: number; y: number }> {
  const at = await page.evaluate(
    ({ name, f }) => {
      const scene = window.__ashtableBoard?.scene;
      const zone = scene?.layout?.zones.find((z) => z.ownRow && z.pile === name);
      const canvas = scene?.canvas.getBoundingClientRect();
      return zone && canvas
        ? { x: canvas.left + zone.x + zone.w * f, y: canvas.top + zone.y + zone.h / 2 }
        : null;
    },
    { name: pile, f: fx },
  );
  if (!at) throw new Error(`no zone ${pile}`);
  return at;
}

/** The drop zones the scene draws highlighted during a drag. */
export function highlightedZones(page: Page): Promise<{ pile: string; hot: boolean }[]> {
  return page.evaluate(() => [...(window.__ashtableBoard?.scene.probe.highlightedZones ?? [])]);
}

/** Presses a card of an open pile popup and moves the pointer to `to` in steps. */
export async function pressPopupCardAndMove(
  page: Page,
  uuid: string,
  to: { x: number; y: number },
): Promise<void> {
  const box = await page.locator(`[data-pile-popup] img[data-uuid="${uuid}"]`).boundingBox();
  if (!box) throw new Error('popup card not shown');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 20, box.y + box.height / 2 - 20, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
}

/** Our dice on the table, with whether they carry a menu. */
export function ourDice(page: Page): Promise<{ uuid: string; menu: number }[]> {
  return page.evaluate(() =>
    (window.__ashtableBoard?.scene.layout?.dice ?? [])
      .filter((d) => d.ownRow)
      .map((d) => ({ uuid: d.die.uuid, menu: d.die.menu?.length ?? 0 })),
  );
}

/** A new browser context and page on the drawn sandbox (`query` as its URL query). */
export async function sandboxPage(
  stage: SuiteStage,
  query: string,
  viewport?: { width: number; height: number },
  deviceScaleFactor = 1,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = viewport
    ? await stage.browser.newContext({ viewport, deviceScaleFactor })
    : await newContext(stage.browser);
  const page = await context.newPage();
  await openDrawnSandbox(page, stage.server.url, query);
  return { context, page };
}

/** A new page on the board sandbox showing a fixture. */
export async function fixturePage(
  stage: SuiteStage,
  fixture: FixtureName,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await sandboxPage(stage, 'fixture=basic');
  await showFixture(opened.page, fixture);
  return opened;
}

/** A fixture view's viewer (aradel) and opponent (brennan). */
export function playersOf(view: GameView): { me: PlayerView; opponent: PlayerView } {
  const me = view.players.aradel;
  const opponent = view.players.brennan;
  if (!me || !opponent) throw new Error('the fixture has changed its players');
  return { me, opponent };
}

/** A fixture view (by default the basic one) after `edit` changed its players or anything else. */
export function editedView(
  edit: (view: GameView, me: PlayerView, opponent: PlayerView) => void,
  build: () => GameView = basicView,
): GameView {
  const view = build();
  const { me, opponent } = playersOf(view);
  edit(view, me, opponent);
  return view;
}
