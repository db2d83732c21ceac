import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';

const name = 'Three Golden Hairs';

const scenarios: Scenario[] = [
  {
    title: 'Gimli at Lórien with Galadriel (another company): Lure of the Senses on him is discarded, Gimli’s corruption checks get +2',
    run: (k) => {
      const gimli = k.company(0, ['Gimli'], 'Lórien').chars[0] as number;
      k.company(0, ['Galadriel'], 'Lórien');
      const lure = k.attach(gimli, 'Lure of the Senses');
      k.phase('organization');
      k.rig([3, 3]);
      const before = (k.corruptionCheck(gimli).find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption') as { total?: number } | undefined)?.total as number;
      const card = k.hand(0, name);
      k.play(0, card, gimli);
      k.equal(k.where(card), 'character', 'Three Golden Hairs with Gimli');
      k.equal(k.where(lure), 'discard', 'Lure of the Senses');
      k.rig([3, 3]);
      const roll = k.corruptionCheck(gimli).find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption') as { total?: number; mods?: { label: string; value: number }[] } | undefined;
      k.expect((roll?.mods ?? []).some((m) => m.label === name && m.value === 2), '+2 from Three Golden Hairs');
      k.expect((roll?.total ?? 0) >= before + 2, 'the check’s total is 2 higher at least (and no more Lure of the Senses)');
    },
  },
  {
    title: 'not on Frodo (Hobbit), Gandalf (Wizard), Galadriel herself, Aragorn (no diplomat), nor on Legolas away from Galadriel',
    run: (k) => {
      const [frodo, gandalf, galadriel, aragorn, gimli] = k.company(0, ['Frodo', 'Gandalf', 'Galadriel', 'Aragorn II', 'Gimli'], 'Lórien').chars as number[];
      const legolas = k.company(0, ['Legolas'], 'Rivendell').chars[0] as number;
      k.phase('organization');
      const card = k.hand(0, name);
      for (const [who, why] of [[frodo, 'a Hobbit'], [gandalf, 'a Wizard'], [galadriel, 'Galadriel'], [aragorn, 'no diplomat'], [legolas, 'not at Galadriel’s site']] as const) k.expect(!k.canPlay(0, card, who as number), why);
      k.expect(k.canPlay(0, card, gimli as number), 'Gimli may');
    },
  },
];
export default scenarios;
