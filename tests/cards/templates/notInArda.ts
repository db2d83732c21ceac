/** Scenarios of the hazards Arda never lets be played (cards/vocab/notInArda.ts): the refusal and its reason. */
import { movingWithHazard } from '../kit/hazardSteps';
import type { TemplateFn } from '../kit/scenario';

const WHERE: Record<string, string> = {
  hazard: "in Aragorn II's company's movement/hazard phase (Rivendell to Bree)",
  attack: 'as Orc-patrol attacks that company',
  response: 'in answer to Secret News, a hero resource short-event declared by the active player',
};

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
};
