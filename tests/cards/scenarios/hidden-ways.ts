import type { Scenario } from '../kit/scenario';
import { movingThroughWilderness, playableCreatures } from '../helpers/keyingBars';

const scenarios: Scenario[] = [
  {
    title: '"Tap the ranger. No hazard creatures may be keyed by type to Wilderness": Radbug taps; Giant (two Wildernesses) cannot be played on his company moving Rhudaur–Cardolan, Land-drake keyed to the Ruins & Lairs can',
    run: (k) => {
      const { id, chars } = movingThroughWilderness(k, ['Radbug', 'Mauhúr'], 'Barrow-downs');
      const radbug = chars[0] as number;
      const card = k.hand(1, 'Hidden Ways');
      k.play(1, card, radbug);
      k.equal(k.s.status[radbug], 'tapped', 'Radbug');
      k.equal(playableCreatures(k, id, ['Giant', 'Land-drake']).join(','), 'Land-drake', 'creatures seat 0 may play');
    },
  },
  {
    title: 'without it, Giant can be played on the same company (the Wildernesses key it)',
    run: (k) => {
      const { id } = movingThroughWilderness(k, ['Radbug', 'Mauhúr'], 'Barrow-downs');
      k.equal(playableCreatures(k, id, ['Giant']).join(','), 'Giant', 'creatures seat 0 may play');
    },
  },
  {
    title: '"on an untapped ranger whose company has declared a new site": not on Mauhúr (no ranger), not on a tapped Radbug, not before the company declares a new site, not on an opponent’s ranger',
    run: (k) => {
      const { id, chars } = movingThroughWilderness(k, ['Radbug', 'Mauhúr'], null);
      const [radbug, mauhur] = chars as [number, number];
      const card = k.hand(1, 'Hidden Ways');
      k.expect(!k.canPlay(1, card, radbug), 'no new site declared');
      k.companyById(id).dest = { site: k.siteId('Barrow-downs', 1), regions: ['cardolan'] };
      k.expect(!k.canPlay(1, card, mauhur), 'Mauhúr is no ranger');
      const theirs = k.company(0, ['Aragorn II'], 'Rivendell');
      k.companyById(theirs.id).dest = { site: k.siteId('Bree', 0), regions: ['arthedain'] };
      k.expect(!k.canPlay(1, card, theirs.chars[0]), 'not on an opponent’s ranger');
      k.setStatus(radbug, 'tapped');
      k.expect(!k.canPlay(1, card, radbug), 'Radbug is tapped');
    },
  },
];
export default scenarios;
