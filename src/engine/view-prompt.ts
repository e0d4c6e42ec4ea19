/** The prompt of a player's view: the title, the buttons, the targeting display and dice asked. */
import type { DiceRequirement, PromptButton, PromptState } from '../protocol/game-view';
import { inst } from './cardinfo';
import { cardData } from './context';
import type { EngineContext } from './context';
import { optionSeconds } from './options';
import type { DecisionOption, DiceSlot, GameState, PlayerId } from './state';

const PHASE_TITLES: Record<GameState['phase'], string> = {
  setup: 'Setup',
  prepare: 'Prepare phase',
  playerturns: 'Player turns',
  recovery: 'Recovery phase',
  gameover: 'Game over',
};

function diceReq(slots: DiceSlot[][] | undefined): DiceRequirement[][] {
  return (slots ?? []).map((option) => {
    const counts = new Map<string, DiceRequirement>();
    for (const s of option) {
      const key = `${s.magic ?? 'basic'}:${s.level}`;
      const entry = counts.get(key) ?? { magic: s.magic ?? 'basic', level: s.level, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
    return [...counts.values()];
  });
}

export function promptFor(
  state: GameState,
  context: EngineContext,
  me: PlayerId | null,
  player: PlayerId,
  options: DecisionOption[],
): PromptState {
  const decision = state.decision;
  const menuTitle =
    state.round > 0
      ? `Round ${state.round}\n${PHASE_TITLES[state.phase]}`
      : PHASE_TITLES[state.phase];
  if (!decision || decision.player !== player || me !== player) {
    // The phase title already says the game is over: the prompt line says who won.
    const waiting = state.winner
      ? `${state.players[state.winner].name} has won the game`
      : decision
        ? 'Waiting for opponent'
        : '';
    return {
      menuTitle,
      promptTitle: waiting,
      buttons: [],
      controls: [],
      diceReq: [],
      selectCard: false,
      selectDie: false,
      promptId: null,
    };
  }
  // The bluff timer auto-passes reaction windows so that a pause does not give away a hand;
  // a timed alert closes itself after the alert timer.
  const isAlert = decision.alert !== undefined;
  const timerSeconds = optionSeconds(state, player, isAlert ? 'alertTimer' : 'bluffTimer');
  const buttons: PromptButton[] = options
    .filter((o) => o.kind === 'button')
    .map((o) => ({
      text: o.text ?? o.value,
      command: 'menuButton',
      arg: o.value,
      uuid: decision.id,
      method: 'choose',
      ...(o.card ? { card: o.card } : {}),
      ...(o.timer && timerSeconds > 0 ? { timer: true } : {}),
    }));
  const source =
    decision.source && state.cards[decision.source] ? inst(state, decision.source) : null;
  const targets = options.filter((o) => o.kind !== 'button').map((o) => o.value);
  return {
    menuTitle,
    promptTitle: decision.title,
    buttons,
    // A targeting display belongs to a card's effect; other choices (the first five, attackers)
    // are made on the table and in the pile popups alone.
    controls:
      source && targets.length > 0
        ? [
            {
              type: 'targeting',
              source: {
                uuid: source.uuid,
                id: source.stub,
                name: cardData(context, source.stub).name,
              },
              targets,
            },
          ]
        : [],
    diceReq: diceReq(decision.diceReq),
    selectCard: options.some((o) => o.kind === 'card'),
    selectDie: options.some((o) => o.kind === 'die'),
    ...(buttons.some((b) => b.timer) ? { timerLength: timerSeconds } : {}),
    ...(isAlert ? { showAlert: true, alertText: decision.alert } : {}),
    promptId: decision.id,
  };
}
