/** Scenarios of Marvels Told and Voices of Malice (cards/vocab/sages.ts). */
import { companyInOrganization, expectCorruptionMod } from '../kit/combatSteps';
import type { TemplateFn } from '../kit/scenario';

export const TEMPLATES: Record<string, TemplateFn> = {
  'marvelsTold': (_def, name: string) => [
    {
      title: 'a sage taps: Eye of Sauron is discarded and the sage checks corruption at -2; not an environment',
      run: (k) => {
        const { chars } = companyInOrganization(k, ['Gimli', 'Bilbo'], 'Rivendell');
        const [gimli, bilbo] = chars as [number, number];
        const eye = k.inPlay(1, 'Eye of Sauron');
        const doors = k.inPlay(1, 'Doors of Night');
        const lure = k.attach(gimli, 'Lure of the Senses');
        const card = k.hand(0, name);
        k.expect(!k.canPlay(0, card, doors), 'Doors of Night is an environment');
        k.expect(k.canPlay(0, card, lure), 'a permanent-event on a character is a target');
        const mine = k.inPlay(0, 'Tower Raided');
        k.expect(!k.canPlay(0, card, mine), 'Tower Raided is a resource permanent-event, not a hazard');
        k.rig([6, 6]);
        k.play(0, card, eye);
        k.equal(k.where(eye), 'discard', 'Eye of Sauron');
        k.equal(k.where(doors), 'playArea', 'Doors of Night');
        k.equal(k.s.status[bilbo], 'tapped', 'Bilbo (the sage) taps');
        expectCorruptionMod(k, -2, { inst: bilbo, what: 'the corruption check is the sage’s' });
      },
    },
    {
      title: 'no untapped sage, no play',
      run: (k) => {
        const { chars } = companyInOrganization(k, ['Gimli', 'Bilbo'], 'Rivendell');
        k.setStatus(chars[1] as number, 'tapped');
        const eye = k.inPlay(1, 'Eye of Sauron');
        const card = k.hand(0, name);
        k.expect(!k.canPlay(0, card, eye), 'Bilbo is tapped and Gimli is no sage');
      },
    },
  ],
};
