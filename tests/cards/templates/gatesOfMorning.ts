/** Scenarios of Gates of Morning and Skies of Fire (cards/vocab/gatesOfMorning.ts). */
import { companyInOrganization } from '../kit/combatSteps';
import type { TemplateFn } from '../kit/scenario';

export const TEMPLATES: Record<string, TemplateFn> = {
  'gatesOfMorning': (_def, name: string) => [
    {
      title: `${name} discards the environment hazards in play and stays; a second copy cannot be played`,
      run: (k) => {
        companyInOrganization(k, ['Gimli'], 'Rivendell');
        const doors = k.inPlay(1, 'Doors of Night');
        const fumes = k.inPlay(1, 'Foul Fumes');
        const eye = k.inPlay(1, 'Eye of Sauron');
        const card = k.hand(0, name);
        const second = k.hand(0, name);
        k.play(0, card, null);
        k.equal(k.where(card), 'playArea', name);
        k.equal(k.where(doors), 'discard', 'Doors of Night');
        k.equal(k.where(fumes), 'discard', 'Foul Fumes');
        k.equal(k.where(eye), 'playArea', 'Eye of Sauron (no environment)');
        k.expect(!k.canPlay(0, second), 'cannot be duplicated');
      },
    },
  ],
};
