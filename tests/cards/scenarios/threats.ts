import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import type { ScenarioKit } from '../kit/kit';
import { minionKit, playing } from '../kit/templates';

/** `who` (with Orc Captain) at Goblin-gate, entered, Goblins of Goblin-gate in the MP hand, Threats in hand. */
function atGoblinGate(k: ScenarioKit, who: string): { ch: number; other: number; faction: number; card: number } {
  const { id, chars } = k.company(0, [who, 'Orc Captain'], 'Goblin-gate');
  playing(k, id, true);
  return { ch: chars[0] as number, other: chars[1] as number, faction: k.mpHand(0, 'Goblins of Goblin-gate'), card: k.hand(0, 'Threats') };
}

function influenceRoll(k: ScenarioKit): RollEvent | undefined {
  return k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influence');
}

const scenarios: Scenario[] = [
  {
    title: 'Lieutenant of Morgul (prowess 8, direct influence 2) plays Goblins of Goblin-gate: "Warrior does not use his unused direct influence … Instead he uses his prowess, to a maximum modifier of +6": +6 in all',
    run: (k0) => {
      const k = minionKit(k0);
      const { ch, faction, card } = atGoblinGate(k, 'Lieutenant of Morgul');
      k.play(0, card, ch);
      k.rig([1, 1]);
      k.act(0, { type: 'playMpCard', inst: faction, character: ch });
      const mods = influenceRoll(k)?.mods ?? [];
      const di = mods.find((m) => m.label === 'unused direct influence')?.value ?? 0;
      const threats = mods.find((m) => m.label === 'Threats')?.value;
      k.equal(threats, 4, "Threats' modification (6 in place of his direct influence 2)");
      k.equal(di + (threats ?? 0), 6, 'prowess to +6 in place of direct influence');
      k.expect(!k.s.mods.some((m) => m.label === 'Threats'), 'used up by the check');
    },
  },
  {
    title: 'Mauhúr (prowess 6, direct influence 0): +6 to the check; not on a non-warrior (Ciryaher) nor on an opponent’s warrior, not outside the site phase',
    run: (k0) => {
      const k = minionKit(k0);
      const { ch, faction, card } = atGoblinGate(k, 'Mauhúr');
      const sage = k.company(0, ['Ciryaher'], 'Goblin-gate').chars[0] as number;
      k.expect(!k.canPlay(0, card, sage), 'Ciryaher is no warrior');
      const theirs = k.company(1, ['Gimli'], 'Goblin-gate').chars[0] as number;
      k.expect(!k.canPlay(0, card, theirs), "Gimli, a warrior of the opponent's");
      k.phase('organization');
      k.expect(!k.canPlay(0, card, ch), 'not in the organization phase');
      playing(k, k.companyOf(ch)?.id ?? '', true);
      k.play(0, card, ch);
      k.rig([1, 1]);
      k.act(0, { type: 'playMpCard', inst: faction, character: ch });
      k.equal(influenceRoll(k)?.mods.find((m) => m.label === 'Threats')?.value, 6, "Threats' modification");
    },
  },
];
export default scenarios;
