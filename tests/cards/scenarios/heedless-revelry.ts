import { minionKit } from '../kit/templates';
import { rolls } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: '"a roll for each untapped non-Wizard character … -2 for hero characters … greater than the character’s mind, the character becomes tapped": Aragorn II (mind 9) taps on 12 - 2, Bilbo (mind 5) stays on 7 - 2; no roll for Gandalf nor the tapped Gimli',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo', 'Gandalf', 'Gimli'], 'Rivendell');
      const [aragorn, bilbo, gandalf, gimli] = chars as [number, number, number, number];
      k.setStatus(gimli, 'tapped');
      const card = k.hand(1, 'Heedless Revelry');
      k.movement(id, null);
      k.rig([6, 6, 4, 3]);
      k.play(1, card);
      k.equal(k.s.status[aragorn], 'tapped', 'Aragorn II');
      k.equal(k.s.status[bilbo], undefined, 'Bilbo (untapped)');
      k.equal(k.s.status[gandalf], undefined, 'Gandalf (untapped)');
      k.equal(rolls(k.events, 'cardEffect', 'Heedless Revelry').length, 2, 'rolls made');
    },
  },
  {
    title: 'minion characters roll without the -2: Lugdush (mind 4) taps on a roll of 5',
    run: (k) => {
      const m = minionKit(k);
      const { id, chars } = m.company(0, ['Lugdush'], 'Minas Morgul');
      const card = m.hand(1, 'Heedless Revelry');
      m.movement(id, null);
      m.rig([3, 2]);
      m.play(1, card);
      m.equal(m.s.status[chars[0] as number], 'tapped', 'Lugdush');
    },
  },
  {
    title: '"Playable on a non-Ringwraith company that is not moving": not on a company moving to Bree, nor on a company with The Witch-king',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
      const card = k.hand(1, 'Heedless Revelry');
      k.movement(id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, card), 'the company is moving');
      const m = minionKit(k);
      const rw = m.company(0, ['The Witch-king', 'Lugdush'], 'Minas Morgul');
      const other = m.hand(1, 'Heedless Revelry');
      m.movement(rw.id, null);
      m.expect(!m.canPlay(1, other), 'The Witch-king is in the company');
    },
  },
];
export default scenarios;
