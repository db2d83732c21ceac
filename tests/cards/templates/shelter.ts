/** Scenarios of Promptings of Wisdom and Piercing All Shadows (cards/vocab/shelter.ts). */
import { companyInOrganization, rollOf } from '../kit/combatSteps';
import type { TemplateFn } from '../kit/scenario';
import { minionKit } from '../kit/templates';

export const TEMPLATES: Record<string, TemplateFn> = {
  'promptingsOfWisdom': (_def, name: string) => [
    {
      title: `${name} on a ranger (corruption points); not on a non-ranger, not twice in a company`,
      run: (k0) => {
        const minion = name === 'Piercing All Shadows';
        const k = minion ? minionKit(k0) : k0;
        const { chars } = companyInOrganization(k, minion ? ['Jûoma', 'Hador', 'Orc Tracker'] : ['Aragorn II', 'Bilbo', 'Faramir'], minion ? 'Minas Morgul' : 'Rivendell');
        const [ranger, other, ranger2] = chars as [number, number, number];
        const card = k.hand(0, name);
        k.expect(!k.canPlay(0, card, other), 'not a ranger');
        k.play(0, card, ranger);
        k.equal(k.where(card), 'character', `${name} is on the ranger`);
        k.expect((k.s.chars[ranger]?.hazards ?? []).includes(card), 'on the ranger');
        k.equal(k.s.catalog.cards[k.s.cardOf[card] as string]?.corruption, minion ? 3 : 2, 'corruption points');
        k.expect(!k.canPlay(0, k.hand(0, name), ranger2), 'cannot be duplicated in a given company');
      },
    },
    {
      title: `${name}: the ranger taps (corruption check); Snowstorm no longer returns his company, Long Winter does not tap its new site`,
      run: (k0) => {
        const minion = name === 'Piercing All Shadows';
        const k = minion ? minionKit(k0) : k0;
        const { id, chars } = companyInOrganization(k, minion ? ['Jûoma', 'Hador'] : ['Aragorn II', 'Bilbo'], 'Rivendell');
        const ranger = chars[0] as number;
        const card = k.hand(0, name);
        k.play(0, card, ranger);
        k.expect(k.canUse(0, card, 0), 'the ranger may tap');
        k.rig([6, 6]);
        k.use(0, card, 0);
        k.equal(k.s.status[ranger], 'tapped', 'the ranger taps');
        k.expect(Boolean(rollOf(k, 'corruption')), 'the ranger makes a corruption check');
        k.expect(!k.canUse(0, card, 0), 'the ranger is tapped');
        k.inPlay(1, 'Doors of Night');
        k.inPlay(1, 'Long Winter');
        k.movement(id, minion ? 'Weathertop' : 'Bree', ['Arthedain']);
        k.play(1, k.hand(1, 'Snowstorm'));
        k.act(1, { type: 'passHazards' });
        k.equal(k.companyById(id).site, k.siteId(minion ? 'Weathertop' : 'Bree', 0), 'the company arrives all the same');
        k.equal(k.companyById(id).siteTapped, false, 'its new site is not tapped');
      },
    },
    {
      title: `${name}: unused, Snowstorm returns the ranger's company to its site of origin`,
      run: (k0) => {
        const minion = name === 'Piercing All Shadows';
        const k = minion ? minionKit(k0) : k0;
        const { id, chars } = companyInOrganization(k, minion ? ['Jûoma', 'Hador'] : ['Aragorn II', 'Bilbo'], 'Rivendell');
        k.play(0, k.hand(0, name), chars[0] as number);
        k.inPlay(1, 'Doors of Night');
        const origin = k.companyById(id).site;
        k.movement(id, minion ? 'Weathertop' : 'Bree', ['Arthedain']);
        k.play(1, k.hand(1, 'Snowstorm'));
        k.act(1, { type: 'passHazards' });
        k.equal(k.companyById(id).site, origin, 'the company is back at its site of origin');
      },
    },
  ],
};
