import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { faceAttacks } from '../helpers/deeps';

/** A hero company enters Framsburg, the opponent holding these creatures. */
function entering(k: ScenarioKit, names: string[]): number[] {
  const { id } = k.company(0, ['Aragorn II', 'Ioreth', 'Bilbo'], 'Framsburg');
  const held = names.map((n) => k.hand(1, n));
  k.phase('site');
  k.act(0, { type: 'enterSite', companyId: id });
  return held;
}

const scenarios: Scenario[] = [
  {
    title: 'Framsburg: "opponent may play one creature from his hand that is treated in all ways as the site’s automatic-attack (if defeated, creature is discarded). It must normally be playable keyed to a Ruins & Lairs [{R}], Shadow-hold [{S}], single Wilderness [{w}], or Shadow-land [{s}]": Wolves ({b}{w}) or Rogrog (unique, {S}), not Giant ({w}{w}) nor Ambusher ({f}{b}); Wolves defeated is discarded',
    run: (k) => {
      const [wolves, rogrog, giant, ambusher] = entering(k, ['Wolves', 'Rogrog', 'Giant', 'Ambusher']) as [number, number, number, number];
      const offered = k.legal(1).flatMap((a) => (a.type === 'playAutoCreature' ? [a.inst] : []));
      k.equal(JSON.stringify(offered), JSON.stringify([wolves, rogrog, null]), 'offered: Wolves, Rogrog or none');
      k.equal(k.refused(1, { type: 'playAutoCreature', inst: giant }).code, 'NOT_KEYED', 'Giant (two Wildernesses)');
      k.equal(k.refused(1, { type: 'playAutoCreature', inst: ambusher }).code, 'NOT_KEYED', 'Ambusher');
      k.act(1, { type: 'playAutoCreature', inst: wolves });
      const top = k.top();
      k.expect(top?.kind === 'combat' && top.attack.source === 'auto' && top.attack.creature === wolves, 'Wolves attack as the automatic-attack');
      faceAttacks(k);
      k.equal(k.where(wolves), 'discard', 'Wolves after their defeat');
      k.expect(!k.s.players[0]?.mpPile.includes(wolves), 'not in the marshalling point pile');
    },
  },
  {
    title: 'Framsburg: holding only Giant (keyed to two Wildernesses), the opponent plays no automatic-attack: the company enters at once',
    run: (k) => {
      entering(k, ['Giant']);
      k.expect(k.top()?.kind === 'siteCompany', 'the company may play cards at the site');
    },
  },
];
export default scenarios;
