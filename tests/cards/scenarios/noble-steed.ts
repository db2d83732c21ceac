import { actor } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { playing } from '../kit/templates';
import { assignEach } from '../kit/combatSteps';
import { attackedWith, longestMove, withCard } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  {
    title: 'played at Edoras (Rohan), tapped site too; not at Bree',
    run: (k) => {
      for (const [site, ok] of [['Edoras', true], ['Bree', false]] as const) {
        const { id, chars } = k.company(0, ['Bilbo'], site);
        k.companyById(id).siteTapped = true;
        playing(k, id, true);
        const card = k.mpHand(0, 'Noble Steed');
        const ch = chars[0] as number;
        if (ok) {
          k.act(0, { type: 'playMpCard', inst: card, character: ch });
          k.expect(k.s.chars[ch]?.allies.includes(card) ?? false, `Noble Steed joins at ${site}`);
        } else k.expect(k.refused(0, { type: 'playMpCard', inst: card, character: ch }) !== undefined, `refused at ${site}`);
      }
    },
  },
  {
    title: 'each character controls a Noble Steed: the company may enter five regions; with one character without, three',
    run: (k) => {
      const { chars } = withCard(k, ['Bilbo', 'Frodo'], 'Rivendell', 'Noble Steed', 'ally');
      k.equal(longestMove(k), 3, 'regions with one steed for two characters');
      k.ally(chars[1] as number, 'Noble Steed');
      k.equal(longestMove(k), 5, 'regions with a steed each');
    },
  },
  {
    title: 'tapped to cancel a strike against its bearer; not a strike against another character',
    run: (k) => {
      const { chars, who, inst } = attackedWith(k, ['Aragorn II', 'Bilbo', 'Frodo'], 'Noble Steed', 'Orc-watch', 'ally');
      assignEach(k, chars);
      k.expect(!k.canUse(0, inst, 0, chars[1] as number), 'not for Bilbo');
      k.use(0, inst, 0, who);
      k.expect(k.allEvents.some((e) => e.type === 'strikeResolved' && e.target === who && e.outcome === 'cancelled'), "Aragorn's strike is cancelled");
      k.equal(k.s.status[inst], 'tapped', 'Noble Steed');
    },
  },
  {
    title: 'a strike against the steed itself is cancelled',
    run: (k) => {
      const { chars, inst } = attackedWith(k, ['Aragorn II', 'Bilbo'], 'Noble Steed', 'Orc-watch', 'ally');
      assignEach(k, [inst, ...chars]);
      k.use(0, inst, 0, inst);
      k.expect(k.allEvents.some((e) => e.type === 'strikeResolved' && e.target === inst && e.outcome === 'cancelled'), "the steed's strike is cancelled");
    },
  },
  {
    title: 'not against a strike of an automatic-attack (Moria)',
    run: (k) => {
      const { chars } = k.company(0, ['Aragorn II'], 'Moria');
      const steed = k.ally(chars[0] as number, 'Noble Steed');
      k.enterSite(k.companyOf(chars[0] as number)?.id as string);
      k.passAll();
      k.act(0, { type: 'assignStrike', target: chars[0] as number });
      for (let i = 0; i < 8; i++) {
        const c = k.s.stack.find((x) => x.kind === 'combat');
        if (c?.kind !== 'combat' || c.stage === 'resolve') break;
        const who = actor(k.s);
        const a = k.legal(who).find((x) => x.type !== 'manual');
        if (!a) break;
        k.act(who, a);
      }
      k.expect(k.top()?.kind === 'combat', 'the automatic-attack’s strikes are assigned');
      k.expect(!k.canUse(0, steed, 0, chars[0] as number), 'no cancel against an automatic-attack');
    },
  },
];
export default scenarios;
