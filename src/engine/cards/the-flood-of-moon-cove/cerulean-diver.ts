import { defineCard, drawFromBottom, whenDeclared } from '../api';

/** Cerulean Diver: Dive 1: When this unit is declared as an attacker, draw 1 card from the bottom of your draw pile. */
export default defineCard({
  stub: 'cerulean-diver',
  triggers: [whenDeclared('Dive 1', ['attacker'], [(g) => void drawFromBottom(g, 1)])],
});
