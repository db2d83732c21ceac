/** Scenarios of the cards Arda never lets be played (cards/vocab/notInArda.ts): refused, with the reason, where they would be played. */
import type { TemplateFn } from '../kit/scenario';
import type { ScenarioKit } from '../kit/kit';
import type { Window } from '../../../src-shared/engine/effects/types';
import { minionTurn, playing } from '../kit/templates';
import { minionAttackWindow } from '../helpers/minionEvents';

const PHASES: Partial<Record<Window, string>> = { organization: 'organization phase', longEvent: 'long-event phase', site: 'site phase', attack: 'attack on his company' };

/** The Ringwraith player (seat 1, active) in his `window` with Mauhúr's company at Minas Morgul (facing Wolves for `attack`); the card in hand. */
function position(k: ScenarioKit, name: string, window: Window): number {
  if (window === 'attack') return minionAttackWindow(k, { names: ['Mauhúr'], creature: 'Wolves', cards: name }).card;
  minionTurn(k);
  const { id } = k.company(1, ['Mauhúr'], 'Minas Morgul');
  if (window === 'site') playing(k, id, true);
  else k.phase(window as 'organization' | 'longEvent');
  return k.hand(1, name);
}

export const TEMPLATES: Record<string, TemplateFn> = {
  notInArda: (_def, name: string, what: string, window: Window) => [
    {
      title: `${name}: Arda has no ${what}, so the card is never played — refused in its player's ${PHASES[window] ?? window} with that reason, and it stays in his hand`,
      run: (k) => {
        const card = position(k, name, window);
        k.expect(!k.canPlay(1, card), `${name} is not offered`);
        const refusal = k.refused(1, { type: 'playCard', inst: card, target: null });
        k.expect(refusal.message.includes(`Arda has no ${what}`), `the reason names it: ${refusal.message}`);
        k.equal(k.where(card), 'hand', name);
      },
    },
  ],
};
