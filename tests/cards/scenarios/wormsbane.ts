import { actor, type RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { rollOf } from '../kit/combatSteps';
import { strikeAgainst, upTo } from '../helpers/gear';

/** Bairanax (a Dragon) attacks Aragorn II bearing Wormsbane (and Bilbo); the strike against `who` is resolved on `dice`: its strike roll and strike body check. */
function dragonStrike(k: ScenarioKit, who: string, dice: number[]): { roll: RollEvent | undefined; body: RollEvent | undefined } {
  const { id, chars } = k.company(0, [who, 'Bilbo'], 'Rivendell');
  const bearer = chars[0] as number;
  k.item(bearer, 'Wormsbane');
  k.creatureAttack(id, 'Bairanax');
  k.passAll();
  for (let i = 0; i < 8; i++) {
    const c = k.s.stack.find((x) => x.kind === 'combat');
    if (c?.kind !== 'combat' || c.stage === 'resolve') break;
    const seat = actor(k.s);
    const legal = k.legal(seat).filter((a) => a.type === 'assignStrike');
    const a = legal.find((x) => x.type === 'assignStrike' && x.target === bearer) ?? legal[0];
    if (!a) break;
    k.act(seat, a);
  }
  k.rig(dice);
  k.act(0, { type: 'resolveStrike', target: bearer, stayUntapped: false });
  return { roll: rollOf(k, 'strike'), body: rollOf(k, 'strikeBodyCheck') };
}

const scenarios: Scenario[] = [
  {
    title: 'Aragorn II bearing Wormsbane has +4 prowess to at most 12 against a Dragon (Bairanax); defeating its strike, the strike’s body is 7 - 2',
    run: (k) => {
      const { roll, body } = dragonStrike(k, 'Aragorn II', [6, 6, 1, 1]);
      k.equal(roll?.prowess, upTo(4, 12)(k.card('Aragorn II').prowess ?? 0), "Aragorn's prowess");
      k.equal(body?.body, (k.card('Bairanax', 1).body ?? 0) - 2, 'the strike’s body');
    },
  },
  {
    title: 'Glorfindel II (prowess 8) bearing Wormsbane reaches 12 against a Dragon (Bairanax)',
    run: (k) => {
      const { roll } = dragonStrike(k, 'Glorfindel II', [6, 6, 1, 1]);
      k.equal(roll?.prowess, 12, "Glorfindel's prowess");
    },
  },
  strikeAgainst('Wormsbane', ['Beorn', 'Bilbo', 'Frodo'], 'Rivendell', { creature: 'Orc-watch' }, false, () => 9, '(Beorn, prowess 7) reaches the maximum of 9 against Orcs'),
  strikeAgainst('Wormsbane', ['Aragorn II', 'Bilbo', 'Frodo'], 'Rivendell', { creature: 'Orc-watch' }, false, upTo(2, 9), 'has +2 prowess to at most 9 against Orcs (Orc-watch)'),
];
export default scenarios;
