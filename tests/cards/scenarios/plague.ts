import type { Scenario } from '../kit/scenario';
import { rolls } from '../kit/hazardSteps';
import { discardedAtHaven } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  {
    title: '"At the end of your opponent’s turn, each non-Ringwraith, non-Wizard, non-Elf character at the same site as the target must make a roll modified by -2. If the result is greater than the character’s body, he is wounded or he is eliminated if he is already wounded": at Bree, Aragorn II (12 - 2 > 9) wounded, the wounded Gimli (11 - 2 > 8) eliminated, the Orc Veteran there (2 - 2) unharmed, Legolas rolls not',
    run: (k) => {
      const { chars } = k.company(0, ['Aragorn II', 'Legolas', 'Gimli'], 'Bree');
      const [aragorn, legolas, gimli] = chars as [number, number, number];
      const orc = k.company(1, ['Orc Veteran'], 'Bree').chars[0] as number;
      k.attach(aragorn, 'Plague');
      k.setStatus(gimli, 'wounded');
      k.rig([6, 6, 6, 5, 1, 1]);
      const events = k.toNextTurn(0);
      const made = rolls(events, 'cardEffect', 'Plague');
      k.equal(made.map((r) => r.inst).join(), [aragorn, gimli, orc].join(), 'who rolls');
      k.equal(made.map((r) => r.total).join(), '10,9,0', 'the results, modified by -2');
      k.equal(k.s.status[aragorn], 'wounded', 'Aragorn II');
      k.expect(k.s.chars[gimli] === undefined, 'Gimli is eliminated');
      k.equal(k.s.status[orc], undefined, 'the Orc Veteran (untapped)');
      k.equal(k.s.status[legolas], undefined, 'Legolas (untapped)');
    },
  },
  {
    title: 'a result equal to the body does nothing (11 - 2 = 9, Aragorn II); no rolls at the end of the hazard player\'s own turn',
    run: (k) => {
      const aragorn = k.company(0, ['Aragorn II'], 'Bree').chars[0] as number;
      k.attach(aragorn, 'Plague');
      k.rig([6, 5]);
      k.equal(rolls(k.toNextTurn(0), 'cardEffect', 'Plague').length, 1, 'rolls at the end of his own turn');
      k.equal(k.s.status[aragorn], undefined, 'Aragorn II (untapped)');
      k.equal(rolls(k.toNextTurn(1), 'cardEffect', 'Plague').length, 0, 'rolls at the end of the hazard player\'s turn');
    },
  },
  {
    title: '"Playable on a non-Ringwraith, non-Wizard, non-Elf character at or moving to a non-Haven, non-Ruins & Lairs site": on Aragorn II moving to Bree; not on Legolas or Gandalf; not moving to Weathertop [{R}] or to Rivendell [{H}]; not on a character of another company',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Legolas', 'Gandalf'], 'Rivendell');
      const [aragorn, legolas, gandalf] = chars as [number, number, number];
      const card = k.hand(1, 'Plague');
      k.movement(id, 'Weathertop', ['Arthedain']);
      k.expect(!k.canPlay(1, card, aragorn), 'not moving to Weathertop');
      k.s.stack = [];
      k.companyById(id).site = k.siteId('Bree');
      k.movement(id, 'Rivendell', ['Arthedain', 'Rhudaur']);
      k.expect(!k.canPlay(1, card, aragorn), 'not moving to Rivendell');
      k.s.stack = [];
      k.companyById(id).site = k.siteId('Rivendell');
      k.movement(id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, card, legolas), 'not on Legolas');
      k.expect(!k.canPlay(1, card, gandalf), 'not on Gandalf');
      const faramir = k.company(0, ['Faramir'], 'Lake-town').chars[0] as number;
      k.expect(!k.canPlay(1, card, faramir), 'not on Faramir, of another company (at Lake-town)');
      k.play(1, card, aragorn);
      k.equal(k.where(card), 'character', 'Plague on Aragorn II');
    },
  },
  discardedAtHaven('Plague'),
];
export default scenarios;
