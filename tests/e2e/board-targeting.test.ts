/**
 * The attack display and targeting prompts: outlines, battle lines, the battle zone, target
 * pictures that pick their card.
 */
import { describe, expect, it } from 'vitest';
import { payingView, targetingView } from '../../src/board/fixtures/gameViews';
import { editedView, fixturePage, markOf, rectOf, sandboxPage, showFixture } from './board-probe';
import { screenshot, serverAndBrowserPerSuite } from './harness';
import { sent, showView } from './sandbox';

describe('attacks and targeting (sandbox)', () => {
  const stage = serverAndBrowserPerSuite();

  it('draws the attack: attackers, targets and guards paired, and lists the battles', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    await showFixture(page, 'battle');
    const attack = await page.evaluate(() => window.__ashtableBoard?.store.getState().view?.attack);
    if (!attack) throw new Error('no attack');
    await expect
      .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.probe.battleLines.length ?? 0))
      // A line from each attacker to whoever meets it, and from the blocker to what it protects.
      .toBe(attack.battles.length + attack.battles.filter((b) => b.guard).length);
    const guarded = attack.battles.find((b) => b.guard);
    const open = attack.battles.find((b) => !b.guard);
    if (!guarded?.guard || !open) throw new Error('fixture battles missing');
    expect((await markOf(page, guarded.attacker))?.outline).toBe('attacker');
    expect((await markOf(page, guarded.target))?.outline).toBe('target');
    expect((await markOf(page, guarded.guard))?.outline).toBe('guard');
    expect((await markOf(page, open.target))?.outline).toBe('target');
    const zone = page.locator('[data-testid="battle-zone"]');
    await expect.poll(() => zone.textContent()).toContain('Phoenixborn attack by brennan');
    expect(await zone.locator('[data-testid="battle"]').count()).toBe(attack.battles.length);
    await expect.poll(() => zone.textContent()).toContain('blocked by');
    await screenshot(page, 'board-battle');
    // The attack ends: lines, outlines and the zone go.
    await showFixture(page, 'basic');
    await expect
      .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.probe.battleLines.length ?? -1))
      .toBe(0);
    await expect.poll(() => zone.count()).toBe(0);
    await context.close();
  });

  it('shows a targeting prompt with its source, targets, dice requirement and selections', async () => {
    const { context, page } = await fixturePage(stage, 'targeting');
    const view = await page.evaluate(() => window.__ashtableBoard?.store.getState().view);
    const me = view?.players.aradel;
    const opponent = view?.players.brennan;
    const control = me?.promptState.controls[0];
    if (!me || !opponent || !control?.source) throw new Error('fixture without a targeting prompt');
    const panel = page.locator('[data-testid="prompt-panel"]');
    const shown = panel.locator('[data-testid="control-targeting"]');
    await expect.poll(() => shown.textContent()).toContain(control.source.name);
    expect(await shown.locator('[data-testid="control-source"]').count()).toBe(1);
    const targetNames = opponent.cardPiles.cardsInPlay.map((c) => c.name ?? '');
    for (const name of targetNames) {
      await expect.poll(() => shown.textContent()).toContain(name);
    }
    // The source is marked, the targets selectable.
    expect((await markOf(page, control.source.uuid))?.outline).toBe('source');
    const [t0] = opponent.cardPiles.cardsInPlay;
    if (!t0) throw new Error('fixture too small');
    expect((await markOf(page, t0.uuid))?.outline).toBe('selectable');
    await screenshot(page, 'board-targeting');
    const rect = await rectOf(page, t0.uuid);
    if (!rect) throw new Error('target not on screen');
    await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: t0.uuid });
    // A target already picked (as a prompt asking for several shows it) looks picked.
    await showView(
      page,
      editedView((_, __, theirs) => {
        const picked = theirs.cardPiles.cardsInPlay[0];
        if (picked) picked.selected = true;
      }, targetingView),
    );
    await expect.poll(async () => (await markOf(page, t0.uuid))?.outline).toBe('selected');

    // Paying for Molten Gold: two natural class dice asked, one picked. The engine names no
    // card on a button yet, so the Cancel button is given one here.
    await showView(
      page,
      editedView((_, me) => {
        const button = me.promptState.buttons[0];
        if (!button) throw new Error('fixture without a button');
        button.card = 'molten-gold';
      }, payingView),
    );
    const required = panel.locator('[data-testid="dice-req"]');
    await expect.poll(() => required.locator('img').count()).toBe(1);
    expect(await required.locator('img').getAttribute('alt')).toBe('natural class');
    expect(await required.textContent()).toContain('2×');
    expect(await panel.locator('[data-testid="button-card"]').count()).toBe(1);
    const dice = await page.evaluate(
      () => window.__ashtableBoard?.store.getState().view?.players.aradel?.dice ?? [],
    );
    const picked = dice.find((d) => d.selected);
    const payable = dice.find((d) => d.selectable && !d.selected);
    const other = dice.find((d) => !d.selectable && !d.selected);
    if (!picked || !payable || !other) throw new Error('fixture without picked and open dice');
    // Picked dice look picked, the dice that can pay selectable, the others plain.
    await expect.poll(async () => (await markOf(page, picked.uuid))?.outline).toBe('selected');
    expect((await markOf(page, payable.uuid))?.outline).toBe('selectable');
    expect((await markOf(page, other.uuid))?.outline).toBe('none');
    await screenshot(page, 'board-paying');
    await context.close();
  });

  it('shows the targets of a targeting prompt as card pictures that pick them', async () => {
    const { context, page } = await fixturePage(stage, 'targeting');
    const targets = await page.evaluate(
      () =>
        window.__ashtableBoard?.store.getState().view?.players.aradel?.promptState.controls[0]
          ?.targets ?? [],
    );
    const pictures = page.locator('[data-testid="control-target"]');
    await expect.poll(() => pictures.count()).toBe(targets.length);
    expect(
      await pictures.evaluateAll((els) => els.map((el) => el.getAttribute('data-uuid'))),
    ).toEqual(targets);
    await expect
      .poll(() =>
        pictures.evaluateAll((els) =>
          els.every(
            (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      )
      .toBe(true);
    await screenshot(page, 'board-targeting-pictures');
    const first = targets[0];
    if (!first) throw new Error('no targets');
    await pictures.first().click();
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: first });
    await context.close();
  });

  it('chooses the source of a targeting prompt from its picture when it is its own target', async () => {
    const { context, page } = await fixturePage(stage, 'targeting');
    // An ability aimed at its own card (here Water Blast at its Phoenixborn): source and only
    // target.
    const source = await page.evaluate(() => {
      const board = window.__ashtableBoard;
      const view = board?.store.getState().view;
      const me = view?.players.aradel;
      const control = me?.promptState.controls[0];
      const uuid = control?.source?.uuid;
      if (!view || !me || !control || !uuid) throw new Error('no targeting prompt');
      const card = [me.phoenixborn, ...me.cardPiles.cardsInPlay].find((c) => c.uuid === uuid);
      if (!card) throw new Error('no source card');
      card.selectable = true;
      control.targets = [uuid];
      board.store.getState().setView({ ...view, version: view.version + 1 });
      return uuid;
    });
    const picture = page.locator('[data-testid="control-source"]');
    await expect.poll(() => picture.getAttribute('data-uuid')).toBe(source);
    await picture.click();
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: source });
    await context.close();
  });
});
