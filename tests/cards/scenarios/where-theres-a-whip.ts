import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const CARD = 'Where There’s a Whip';

/** Seat 1's organization phase: Shagrat (Orc, prowess 6, mind 6) bearing a Whip, with tapped Grishnákh (4/3), Muzgash (4/2) and Gorbag (6/6). */
function setUp(k: Parameters<Scenario['run']>[0]): { chars: number[]; card: number } {
  minionTurn(k);
  k.phase('organization');
  const { chars } = k.company(1, ['Shagrat', 'Grishnákh', 'Muzgash', 'Gorbag'], 'Minas Morgul');
  k.item(chars[0] as number, 'Whip');
  for (const ch of chars.slice(1)) k.setStatus(ch, 'tapped');
  return { chars, card: k.hand(1, CARD) };
}

const scenarios: Scenario[] = [
  {
    title: '"Each tapped character … with a mind and prowess less than the bearer’s makes a body check modified by -2. Failing the body check wounds … An Orc or Troll is discarded according to its card. Each unwounded character in the company becomes untapped": Grishnákh fails (12 - 2 > 8) and is wounded, Muzgash rolls 8 and is discarded, Gorbag (not less) makes none and untaps',
    run: (k) => {
      const { chars, card } = setUp(k);
      const [shagrat, grishnakh, muzgash, gorbag] = chars as [number, number, number, number];
      k.rig([6, 6, 5, 5]);
      k.play(1, card, shagrat);
      const checks = k.events.filter((e) => e.type === 'roll' && e.purpose === 'bodyCheck') as { inst?: number; total?: number }[];
      k.equal(checks.map((c) => `${c.inst}:${c.total}`).join(','), `${grishnakh}:10,${muzgash}:8`, 'body checks (who:result)');
      k.equal(k.s.status[grishnakh], 'wounded', 'Grishnákh');
      k.equal(k.where(muzgash), 'discard', 'Muzgash');
      k.equal(k.s.status[gorbag], undefined, 'Gorbag untaps');
      k.equal(k.s.status[shagrat], undefined, 'Shagrat');
    },
  },
  {
    title: 'a check passed (2 - 2) leaves Grishnákh unwounded, and he untaps',
    run: (k) => {
      const { chars, card } = setUp(k);
      k.rig([1, 1, 1, 1]);
      k.play(1, card, chars[0] as number);
      k.equal(k.s.status[chars[1] as number], undefined, 'Grishnákh');
      k.equal(k.where(chars[2] as number), 'inPlay', 'Muzgash');
    },
  },
  {
    title: '"on an untapped Orc or Troll character bearing a Whip": not on Gorbag (no Whip), not on a tapped Shagrat, not on Ostisen (a Man) bearing a Whip, nor on an opponent’s Orc bearing one',
    run: (k) => {
      const { chars, card } = setUp(k);
      const ostisen = k.company(1, ['Ostisen'], 'Minas Morgul').chars[0] as number;
      k.item(ostisen, 'Whip');
      k.expect(!k.canPlay(1, card, ostisen), 'Ostisen is a Man');
      const theirs = k.company(0, ['Shagrat'], 'Rivendell').chars[0] as number;
      k.item(theirs, 'Whip');
      k.expect(!k.canPlay(1, card, theirs), 'not on an opponent’s Orc');
      k.setStatus(chars[3] as number, 'untapped');
      k.expect(!k.canPlay(1, card, chars[3]), 'Gorbag bears no Whip');
      k.setStatus(chars[0] as number, 'tapped');
      k.expect(!k.canPlay(1, card, chars[0]), 'Shagrat is tapped');
    },
  },
];
export default scenarios;
