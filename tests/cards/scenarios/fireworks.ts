import type { RollEvent } from '../../../src-shared/engine/types';
import { nextOwnTurn } from '../helpers/turns';
import type { Scenario } from '../kit/scenario';

const name = 'Fireworks';
const rollOf = (events: { type: string }[]) => events.find((e): e is RollEvent => e.type === 'roll' && (e as RollEvent).purpose === 'cardEffect');

const scenarios: Scenario[] = [
  {
    // "Make a roll and add the mind of the sage … if the result is greater than 12, the site untaps. The next time the sage would otherwise become untapped make him tapped instead and discard this card."
    title: 'Bilbo (sage, mind 5) at tapped Bree: taps, 8 + 5 = 13 untaps the site (the company may enter it); his next untap phase leaves him tapped and discards the card',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Frodo'], 'Bree');
      const [bilbo] = chars as [number, number];
      k.companyById(id).siteTapped = true;
      k.phase('site');
      const card = k.hand(0, name);
      k.rig([4, 4]);
      k.play(0, card, bilbo);
      k.equal(rollOf(k.events)?.total, 13, 'the roll with his mind');
      k.equal(k.companyById(id).siteTapped, false, 'the site untaps');
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
      k.expect((k.s.chars[bilbo]?.hazards ?? []).includes(card), 'the card stays with Bilbo');
      k.expect(k.legal(0).some((a) => a.type === 'enterSite' && a.companyId === id), 'the company may enter Bree');
      nextOwnTurn(k);
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo stays tapped');
      k.equal(k.where(card), 'discard', 'Fireworks is discarded');
      nextOwnTurn(k);
      k.equal(k.s.status[bilbo], undefined, 'Bilbo untaps the turn after');
    },
  },
  {
    title: '7 + 5 = 12 is not greater than 12: the site stays tapped; Gandalf (a Wizard) adds 10: 3 + 10 = 13 untaps it',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo'], 'Bree');
      k.companyById(id).siteTapped = true;
      k.phase('site');
      k.rig([3, 4]);
      k.play(0, k.hand(0, name), chars[0] as number);
      k.equal(k.companyById(id).siteTapped, true, 'the site stays tapped');
      const gandalf = k.company(0, ['Gandalf'], 'Dale');
      k.companyById(gandalf.id).siteTapped = true;
      k.rig([1, 2]);
      k.play(0, k.hand(0, name), gandalf.chars[0] as number);
      k.equal(rollOf(k.events)?.total, 13, 'the roll with +10');
      k.equal(k.companyById(gandalf.id).siteTapped, false, 'Dale untaps');
    },
  },
  {
    title: 'not at an untapped Bree, not at a tapped Weathertop (R), not on Frodo (no sage), not on a tapped sage, not on an opponent’s sage',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Frodo'], 'Bree');
      const [bilbo, frodo] = chars as [number, number];
      const weathertop = k.company(0, ['Elrond'], 'Weathertop');
      k.companyById(weathertop.id).siteTapped = true;
      const firiel = k.company(1, ['Firiel'], 'Bree');
      k.companyById(firiel.id).siteTapped = true;
      k.phase('site');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card, bilbo), 'Bree is untapped');
      k.companyById(id).siteTapped = true;
      k.expect(k.canPlay(0, card, bilbo), 'at a tapped Bree');
      k.expect(!k.canPlay(0, card, frodo), 'Frodo is no sage');
      k.expect(!k.canPlay(0, card, weathertop.chars[0] as number), 'Weathertop is a Ruins & Lairs');
      k.expect(!k.canPlay(0, card, firiel.chars[0] as number), 'Firiel is an opponent’s');
      k.setStatus(bilbo, 'tapped');
      k.expect(!k.canPlay(0, card, bilbo), 'Bilbo is tapped');
    },
  },
];
export default scenarios;
