import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';
import { MINION } from '../helpers/factions';

const scenarios: Scenario[] = [
  {
    title: 'played at a tapped Isengard (Wolves) and a tapped Moria (Orcs); not at the Dead Marshes (Undead)',
    run: (k0) => {
      const k = minionKit(k0);
      for (const [site, ok] of [['Isengard', true], ['Moria', true], ['Dead Marshes', false]] as const) {
        const { id, chars } = k.company(0, [MINION], site);
        k.companyById(id).siteTapped = true;
        playing(k, id);
        const card = k.mpHand(0, 'War-wolf');
        const ch = chars[0] as number;
        if (ok) {
          k.act(0, { type: 'playMpCard', inst: card, character: ch });
          k.expect(k.s.chars[ch]?.allies.includes(card) ?? false, `War-wolf joins at ${site}`);
        } else k.equal(k.refused(0, { type: 'playMpCard', inst: card, character: ch }).code, 'REQUIREMENTS', `refusal at ${site}`);
      }
    },
  },
  {
    title: 'War-wolf faces a strike with its own prowess (2)',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, [MINION, 'Eradan'], 'Moria');
      const wolf = k.ally(chars[0] as number, 'War-wolf');
      k.creatureAttack(id, 'Orc-watch');
      k.passAll();
      for (const t of [wolf, ...chars]) if (k.top()?.kind === 'combat') k.act(0, { type: 'assignStrike', target: t });
      k.rig([1, 1]);
      k.act(0, { type: 'resolveStrike', target: wolf, stayUntapped: false });
      const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike');
      k.equal(roll?.prowess, k.card('War-wolf').prowess, "War-wolf's prowess");
    },
  },
];
export default scenarios;
