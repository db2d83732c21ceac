import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { diceFor } from '../helpers/dice';
import type { Scenario } from '../kit/scenario';
import { playing } from '../kit/templates';

const name = 'Hobbit-lore';

const scenarios: Scenario[] = [
  {
    title: 'on Gandalf at Rivendell: he taps; "+2 direct influence against … Hobbit factions": his influence check for the Hobbits at Bag End gets +2',
    run: (k) => {
      const { id, chars } = k.company(0, ['Gandalf', 'Bilbo'], 'Rivendell');
      const [gandalf, bilbo] = chars as [number, number];
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card, bilbo), 'Gandalf only');
      k.play(0, card, gandalf);
      k.equal(k.where(card), 'character', name);
      k.equal(k.s.status[gandalf], 'tapped', '"If untapped, tap Gandalf afterwards"');
      k.setStatus(gandalf, 'untapped');
      k.companyById(id).site = k.siteId('Bag End');
      playing(k, id, true);
      k.rig(diceFor(2));
      k.act(0, { type: 'playMpCard', inst: k.mpHand(0, 'Hobbits'), character: gandalf });
      const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influence');
      k.equal(roll?.mods.find((m) => m.label === name)?.value, 2, 'Hobbit-lore in the influence check');
    },
  },
  {
    title: 'only in the organization phase, and only while Gandalf is at a Haven',
    run: (k) => {
      const { id, chars } = k.company(0, ['Gandalf'], 'Weathertop');
      const gandalf = chars[0] as number;
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card, gandalf), 'Gandalf is at Weathertop');
      k.companyById(id).site = k.siteId('Rivendell');
      k.expect(k.canPlay(0, card, gandalf), 'at Rivendell');
      k.phase('site');
      k.expect(!k.canPlay(0, card, gandalf), 'not in the site phase');
    },
  },
];
export default scenarios;
