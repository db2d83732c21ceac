import { cardOf, prowessOf, type RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { companyInOrganization } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'four at Rivendell: +1 prowess for each, +1 to corruption checks; discarded when one leaves',
    run: (k) => {
      const { chars } = companyInOrganization(k, ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo'], 'Rivendell');
      const [aragorn, gimli, legolas, bilbo] = chars as [number, number, number, number];
      const card = k.hand(0, 'Fellowship');
      const before = chars.map((c) => prowessOf(k.s, c));
      k.play(0, card, aragorn);
      k.equal(k.where(card), 'character', 'Fellowship');
      chars.forEach((c, i) => k.equal(prowessOf(k.s, c), (before[i] as number) + 1, `prowess of ${cardOf(k.s, c).name}`));
      k.rig([6, 6]);
      k.corruptionCheck(gimli);
      const check = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
      k.expect((check?.mods as { label: string; value: number }[]).some((m) => m.label === 'Fellowship' && m.value === 1), 'Fellowship +1 to the corruption check');
      k.act(0, { type: 'manual', op: { kind: 'discard', inst: legolas } });
      k.equal(k.where(card), 'discard', 'Fellowship once Legolas has left');
      k.equal(prowessOf(k.s, bilbo), before[3] as number, 'Bilbo’s prowess back');
    },
  },
  {
    title: 'three characters and an ally (Gwaihir) count as four; the ally strikes at +1 prowess; discarded when he leaves',
    run: (k) => {
      const { id, chars } = companyInOrganization(k, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
      const gwaihir = k.ally(chars[0] as number, 'Gwaihir');
      const card = k.hand(0, 'Fellowship');
      k.play(0, card, chars[1] as number);
      k.equal(k.where(card), 'character', 'Fellowship');
      k.creatureAttack(id, 'Orc-watch');
      k.passAll();
      k.act(0, { type: 'assignStrike', target: gwaihir });
      for (const ch of chars) if (k.top()?.kind === 'combat' && (k.top() as { stage?: string }).stage === 'defenderAssign') k.act(0, { type: 'assignStrike', target: ch });
      k.rig([6, 6]);
      k.act(0, { type: 'resolveStrike', target: gwaihir, stayUntapped: false });
      const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike');
      k.equal(roll?.prowess, (k.card('Gwaihir').prowess ?? 0) + 1, 'Gwaihir’s prowess');
      k.s.stack = [{ kind: 'organization' }];
      k.equal(k.where(card), 'character', 'Fellowship after the strike');
      k.act(0, { type: 'manual', op: { kind: 'discard', inst: gwaihir } });
      k.equal(k.where(card), 'discard', 'Fellowship once Gwaihir has left');
    },
  },
  {
    title: 'not on a company of three, nor away from a Haven',
    run: (k) => {
      const three = companyInOrganization(k, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
      const four = k.company(0, ['Elrond', 'Glorfindel II', 'Bilbo', 'Frodo'], 'Bree');
      const card = k.hand(0, 'Fellowship');
      k.expect(!k.canPlay(0, card, three.chars[0] as number), 'three characters');
      k.expect(!k.canPlay(0, card, four.chars[0] as number), 'Bree is no Haven');
    },
  },
];
export default scenarios;
