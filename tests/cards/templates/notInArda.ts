/** Scenarios of the cards Arda never lets be played (cards/vocab/notInArda.ts): refused, with the reason, where they would be played. */
import { movingWithHazard } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { TemplateFn } from '../kit/scenario';
import type { Window } from '../../../src-shared/engine/effects/types';
import { minionTurn, playing } from '../kit/templates';
import { minionAttackWindow } from '../helpers/minionEvents';

const WHERE: Record<string, string> = {
  hazard: "in Aragorn II's company's movement/hazard phase (Rivendell to Bree)",
  attack: 'as Orc-patrol attacks that company',
  response: 'in answer to Secret News, a hero resource short-event declared by the active player',
};

const PHASES: Partial<Record<Window, string>> = { organization: 'organization phase', longEvent: 'long-event phase', site: 'site phase', attack: 'attack on his company' };

/** The Ringwraith player (seat 1, active) in his `window` with Mauhúr's company at Minas Morgul (facing Wolves for `attack`); the card in hand. */
function minionPosition(k: ScenarioKit, name: string, window: Window): number {
  if (window === 'attack') return minionAttackWindow(k, { names: ['Mauhúr'], creature: 'Wolves', cards: name }).card;
  minionTurn(k);
  const { id } = k.company(1, ['Mauhúr'], 'Minas Morgul');
  if (window === 'site') playing(k, id, true);
  else k.phase(window as 'organization' | 'longEvent');
  return k.hand(1, name);
}

export const TEMPLATES: Record<string, TemplateFn> = {
  notInArda: (def, why: string, window: string) => [
    {
      title: `${def.name} is refused ${WHERE[window] ?? window}: "${why}"`,
      run: (k) => {
        const { id, card } = movingWithHazard(k, def.name);
        // Twilight and Doors of Night in play: the hazard player could answer in each window, so it is his decision there.
        k.inPlay(1, 'Doors of Night');
        const twilight = k.hand(1, 'Twilight');
        if (window === 'attack') k.creatureAttack(id, 'Orc-patrol', 1);
        if (window === 'response') {
          k.phase('organization');
          k.act(0, { type: 'playCard', inst: k.hand(0, 'Secret News'), target: null });
        }
        k.expect(k.canPlay(1, twilight) && !k.canPlay(1, card), `${def.name} is not offered (Twilight is)`);
        const r = k.refused(1, { type: 'playCard', inst: card, target: null });
        k.expect(r.message.includes(why), `the refusal gives the reason: ${r.message}`);
      },
    },
  ],
  notInArdaResource: (_def, name: string, why: string, window: Window) => [
    {
      title: `${name}: "${why}", so the card is never played — refused in its player's ${PHASES[window] ?? window} with that reason, and it stays in his hand`,
      run: (k) => {
        const card = minionPosition(k, name, window);
        k.expect(!k.canPlay(1, card), `${name} is not offered`);
        const refusal = k.refused(1, { type: 'playCard', inst: card, target: null });
        k.expect(refusal.message.includes(why), `the reason names it: ${refusal.message}`);
        k.equal(k.where(card), 'hand', name);
      },
    },
  ],
};
