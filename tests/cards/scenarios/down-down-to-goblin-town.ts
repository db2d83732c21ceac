import type { Scenario } from '../kit/scenario';
import { movingThroughWilderness, playableCreatures } from '../helpers/keyingBars';

const CARD = 'Down Down to Goblin-town';

const scenarios: Scenario[] = [
  {
    title: '"If the company moves to a Ruins & Lairs [{R}], no hazard creatures may be played (by type or name) keyed to regions": moving to Barrow-downs, Giant (two Wildernesses) cannot be played; Land-drake keyed to the Ruins & Lairs can',
    run: (k) => {
      const { id, chars } = movingThroughWilderness(k, ['Mauhúr'], 'Barrow-downs');
      k.play(1, k.hand(1, CARD), chars[0] as number);
      k.equal(playableCreatures(k, id, ['Giant', 'Land-drake']).join(','), 'Land-drake', 'creatures seat 0 may play');
    },
  },
  {
    title: 'moving to Old Forest (a Border-hold) Giant can still be played',
    run: (k) => {
      const { id, chars } = movingThroughWilderness(k, ['Mauhúr'], 'Old Forest');
      k.play(1, k.hand(1, CARD), chars[0] as number);
      k.equal(playableCreatures(k, id, ['Giant']).join(','), 'Giant', 'creatures seat 0 may play');
    },
  },
  {
    title: '"on a moving company": not on a company that has declared no new site, nor on an opponent’s moving company',
    run: (k) => {
      const { chars } = movingThroughWilderness(k, ['Mauhúr'], null);
      const card = k.hand(1, CARD);
      k.expect(!k.canPlay(1, card, chars[0]), 'the company is not moving');
      const theirs = k.company(0, ['Aragorn II'], 'Rivendell');
      k.companyById(theirs.id).dest = { site: k.siteId('Bree', 0), regions: ['arthedain'] };
      k.expect(!k.canPlay(1, card, theirs.chars[0]), 'not on an opponent’s company');
    },
  },
];
export default scenarios;
