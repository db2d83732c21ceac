import type { Scenario } from '../kit/scenario';
import { playedForTwo, untapCheckAway } from '../helpers/corruption';

const scenarios: Scenario[] = [
  {
    title: '"Playable on an Elf not in a Haven": 2 corruption points on Legolas at Bree; not on Aragorn II (not an Elf), not on an Elf at Rivendell nor in another company',
    run: (k) => {
      const { id, chars } = k.company(0, ['Legolas', 'Aragorn II'], 'Bree');
      const [legolas, aragorn] = chars as [number, number];
      const atHaven = k.company(0, ['Glorfindel II'], 'Rivendell');
      const elsewhere = k.company(0, ['Elrond'], 'Bree').chars[0] as number;
      const card = k.hand(1, 'The Burden of Time');
      k.movement(atHaven.id, null);
      k.expect(!k.canPlay(1, card, atHaven.chars[0] as number), 'not on Glorfindel II, at Rivendell (a Haven)');
      k.movement(id, null);
      playedForTwo(k, card, legolas, [
        [aragorn, 'not on Aragorn II (not an Elf)'],
        [elsewhere, 'not on Elrond, in another company'],
      ]);
    },
  },
  {
    title: '"must make a corruption check during each of his untap phases if he is not in a Haven": at Bree he checks, at Rivendell not',
    run: (k) => untapCheckAway(k, 'The Burden of Time', 'Legolas', 'Elrond'),
  },
];
export default scenarios;
