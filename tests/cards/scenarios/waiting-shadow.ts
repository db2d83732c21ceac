import { minionKit } from '../kit/templates';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: '"Tap an Orc, Troll, or Man character in that company (defender’s choice)": of Shagrat and Lugdush (Orcs) the weaker Lugdush taps; the Wizard player\u2019s company of Aragorn II and Legolas is no target',
    run: (k) => {
      const m = minionKit(k);
      const { id, chars } = m.company(0, ['Shagrat', 'Lugdush'], 'Minas Morgul');
      const card = m.hand(1, 'Waiting Shadow');
      m.movement(id, null);
      m.play(1, card);
      m.equal(m.s.status[chars[1] as number], 'tapped', 'Lugdush');
      m.equal(m.s.status[chars[0] as number], undefined, 'Shagrat (untapped)');
      const { id: heroes } = k.company(0, ['Legolas', 'Gimli'], 'Rivendell');
      const other = k.hand(1, 'Waiting Shadow');
      k.movement(heroes, null);
      k.expect(!k.canPlay(1, other), 'an Elf and a Dwarf');
    },
  },
  {
    title: '"If Doors of Night is in play … any one character in that company is tapped": Gimli (the weaker) taps in a company of Legolas and Gimli',
    run: (k) => {
      const { id, chars } = k.company(0, ['Legolas', 'Gimli'], 'Rivendell');
      k.inPlay(1, 'Doors of Night');
      const card = k.hand(1, 'Waiting Shadow');
      k.movement(id, null);
      k.play(1, card);
      k.equal(k.s.status[chars[1] as number], 'tapped', 'Gimli');
      k.equal(k.s.status[chars[0] as number], undefined, 'Legolas (untapped)');
    },
  },
  {
    title: '"with an untapped Orc, Troll, or Man": not playable when the only Man (Luitprand) is tapped',
    run: (k) => {
      const m = minionKit(k);
      const { id, chars } = m.company(0, ['Luitprand'], 'Minas Morgul');
      m.setStatus(chars[0] as number, 'tapped');
      const card = m.hand(1, 'Waiting Shadow');
      m.movement(id, null);
      m.expect(!m.canPlay(1, card), 'Luitprand is tapped');
    },
  },
];
export default scenarios;
