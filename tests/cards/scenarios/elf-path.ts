import type { Scenario } from '../kit/scenario';
import { movingThroughWilderness, playableCreatures } from '../helpers/keyingBars';

const scenarios: Scenario[] = [
  {
    title: '"Tap an Elf. If his company’s site path only has one or two regions with no Dark-domains and no Shadow-lands, opponent may only play hazard creatures … keyed to the company’s new site": Legolas taps; moving Rhudaur–Cardolan to Barrow-downs, Giant cannot be played, Land-drake (keyed to the Ruins & Lairs) can',
    run: (k) => {
      const { id, chars } = movingThroughWilderness(k, ['Legolas', 'Aragorn II'], 'Barrow-downs', 0);
      const legolas = chars[0] as number;
      k.play(0, k.hand(0, 'Elf-path'), legolas);
      k.equal(k.s.status[legolas], 'tapped', 'Legolas');
      k.equal(playableCreatures(k, id, ['Giant', 'Land-drake']).join(','), 'Land-drake', 'creatures seat 1 may play');
    },
  },
  {
    title: 'a site path of three regions (Rhudaur, Hollin, Cardolan) is not "one or two regions": Giant can still be played',
    run: (k) => {
      const { id, chars } = movingThroughWilderness(k, ['Legolas'], 'Barrow-downs', 0);
      k.companyById(id).dest = { site: k.siteId('Barrow-downs'), regions: ['hollin', 'cardolan'] };
      k.play(0, k.hand(0, 'Elf-path'), chars[0] as number);
      k.equal(playableCreatures(k, id, ['Giant']).join(','), 'Giant', 'creatures seat 1 may play');
    },
  },
  {
    title: 'a site path with a Shadow-land (Rhudaur, Angmar to Mount Gram) does not qualify: Barrow-wight (Shadow-land) can still be played',
    run: (k) => {
      const { id, chars } = movingThroughWilderness(k, ['Legolas'], 'Barrow-downs', 0);
      k.companyById(id).dest = { site: k.siteId('Mount Gram'), regions: ['angmar'] };
      k.play(0, k.hand(0, 'Elf-path'), chars[0] as number);
      k.equal(playableCreatures(k, id, ['Giant', 'Barrow-wight']).join(','), 'Barrow-wight', 'creatures seat 1 may play');
    },
  },
  {
    title: '"Tap an Elf": not on Aragorn II (a Dúnadan), not on a tapped Legolas, not on an opponent’s Elf',
    run: (k) => {
      const { chars } = movingThroughWilderness(k, ['Legolas', 'Aragorn II'], 'Barrow-downs', 0);
      const card = k.hand(0, 'Elf-path');
      const theirs = k.company(1, ['Legolas'], 'Minas Morgul').chars[0] as number;
      k.expect(!k.canPlay(0, card, chars[1]), 'Aragorn II is no Elf');
      k.expect(!k.canPlay(0, card, theirs), 'not on an opponent’s character');
      k.setStatus(chars[0] as number, 'tapped');
      k.expect(!k.canPlay(0, card, chars[0]), 'Legolas is tapped');
    },
  },
];
export default scenarios;
