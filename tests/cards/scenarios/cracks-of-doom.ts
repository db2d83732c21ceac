import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const NAME = 'Cracks of Doom';

/** Frodo (+4 to his corruption checks) bearing The One Ring, with Sam Gamgee, at a site; the site phase. */
function ringAt(k: ScenarioKit, site: string): { frodo: number; sam: number } {
  const [frodo, sam] = k.company(0, ['Frodo', 'Sam Gamgee'], site).chars as [number, number];
  k.item(frodo, 'The One Ring');
  k.phase('site');
  return { frodo, sam };
}

function check(k: ScenarioKit): RollEvent | undefined {
  return k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
}

const scenarios: Scenario[] = [
  {
    title: '"Its bearer must make a corruption check modified by -4. If successful, The One Ring is destroyed and its bearer\'s player wins": Frodo at Mount Doom rolls 12 (+4 his, -4 the card): the game ends, seat 0 wins by The One Ring',
    run: (k) => {
      const { frodo } = ringAt(k, 'Mount Doom');
      k.rig([6, 6]);
      k.play(0, k.hand(0, NAME), frodo);
      const roll = check(k);
      k.expect(roll?.mods.some((m) => m.label === NAME && m.value === -4) === true, 'the check is modified by -4');
      k.equal(roll?.result, 'pass', 'the check');
      k.equal(k.s.result?.reason, 'one-ring', 'the game ends');
      k.equal(k.s.result?.winners.join(','), '0', 'the winners');
      k.equal(k.top()?.kind, 'gameOver', 'no step is left but the end of the game');
    },
  },
  {
    title: 'a failed check (2 +4 -4): The One Ring is not destroyed, nobody wins, and Frodo fails his check (eliminated)',
    run: (k) => {
      const { frodo } = ringAt(k, 'Mount Doom');
      k.rig([1, 1]);
      k.play(0, k.hand(0, NAME), frodo);
      k.equal(check(k)?.total, 2, 'the check total');
      k.equal(k.s.result, null, 'the game goes on');
      k.expect(!k.s.chars[frodo], 'Frodo is out of play');
    },
  },
  {
    title: 'refused: "Only playable if The One Ring is at Mount Doom during the site phase" — not at Moria, not on Sam (no Ring), not on an opponent\'s bearer, not in the organization phase',
    run: (k) => {
      const card = k.hand(0, NAME);
      const moria = ringAt(k, 'Moria');
      k.expect(!k.canPlay(0, card, moria.frodo), 'at Moria');
      const doom = ringAt(k, 'Mount Doom');
      k.expect(!k.canPlay(0, card, doom.sam), 'on Sam, who does not bear The One Ring');
      k.expect(k.canPlay(0, card, doom.frodo), 'on Frodo at Mount Doom in the site phase');
      const foe = k.company(1, ['Bilbo'], 'Mount Doom').chars[0] as number;
      k.item(foe, 'The One Ring');
      k.expect(!k.canPlay(0, card, foe), "on an opponent's Ring-bearer at Mount Doom");
      k.phase('organization');
      k.expect(!k.canPlay(0, card, doom.frodo), 'in the organization phase');
    },
  },
];
export default scenarios;
