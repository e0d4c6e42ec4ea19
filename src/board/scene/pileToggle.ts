/**
 * Opening and closing pile popups from the table or its labels. A popup that opened by itself
 * (its pile holds a choice) and was closed by hand stays closed until that choice ends.
 */
import type { GameCommand, PileName } from '../../protocol/game';
import { PILE_NAMES } from '../../protocol/game';
import { pileCards } from '../layout/layout';
import { keepDismissals, pileIsChoice } from '../logic/rules';
import type { GameStore, GameStoreState } from '../store/gameStore';
import { pileKey } from '../store/gameStore';

export function togglePile(store: GameStore, owner: string, pile: PileName): void {
  const state = store.getState();
  const key = pileKey(owner, pile);
  const opened = state.ui.openedPiles.includes(key);
  const view = state.view;
  const cards = view?.players[owner] ? pileCards(view.players[owner], pile) : [];
  const autoOpen = cards.some((c) => c.selectable) && !state.ui.dismissedPiles.includes(key);
  if (opened || autoOpen) {
    state.setUi({
      openedPiles: state.ui.openedPiles.filter((k) => k !== key),
      dismissedPiles: autoOpen ? [...state.ui.dismissedPiles, key] : state.ui.dismissedPiles,
    });
  } else {
    state.setUi({
      openedPiles: [...state.ui.openedPiles, key],
      dismissedPiles: state.ui.dismissedPiles.filter((k) => k !== key),
    });
  }
}

/** Toggles a pile's popup, or reports the click when the player may select the deck. */
export function clickPile(
  store: GameStore,
  send: (command: GameCommand) => void,
  owner: string,
  pile: PileName,
  ownRow: boolean,
): void {
  const player = store.getState().view?.players[owner];
  if (player && pileIsChoice(player, pile, ownRow)) {
    send({ type: 'pileClicked', source: pile });
    return;
  }
  togglePile(store, owner, pile);
}

/**
 * A popup closed by hand while its pile held selectable cards stays closed only until that
 * selection ends; the next time a card inside is selectable it opens by itself again.
 */
export function pruneDismissals(state: GameStoreState): void {
  const { dismissedPiles } = state.ui;
  if (dismissedPiles.length === 0) return;
  const kept = keepDismissals(dismissedPiles, (key) => {
    for (const player of Object.values(state.view?.players ?? {})) {
      const pile = PILE_NAMES.find((p) => pileKey(player.name, p) === key);
      if (pile) return pileCards(player, pile).some((c) => c.selectable);
    }
    return false;
  });
  if (kept.length !== dismissedPiles.length) state.setUi({ dismissedPiles: kept });
}
