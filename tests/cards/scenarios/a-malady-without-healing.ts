import { expectCorruptionMod } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const CARD = 'A Malady Without Healing';
type Roll = { purpose?: string; inst?: number; total?: number; mods?: { value: number }[] };

function rolls(k: Parameters<Scenario['run']>[0], purpose: string): Roll[] {
  return k.events.filter((e) => e.type === 'roll' && (e as Roll).purpose === purpose) as Roll[];
}

const scenarios: Scenario[] = [
  {
    title: 'Ciryaher (shadow-magic) at Bree on the opponent’s Aragorn II there: "a corruption check modified by -1 followed by a body check" (12 > 9 eliminates him), "If target character is a hero and is eliminated … you receive his kill marshalling points"; Ciryaher "makes a corruption check modified by -5"',
    run: (k) => {
      minionTurn(k);
      k.phase('site');
      const ciryaher = k.company(1, ['Ciryaher', 'Mauhúr'], 'Bree').chars[0] as number;
      const aragorn = k.company(0, ['Aragorn II'], 'Bree').chars[0] as number;
      k.rig([6, 6, 6, 6, 6, 6]);
      k.play(1, k.hand(1, CARD), aragorn);
      const checks = rolls(k, 'corruption');
      k.equal(checks[0]?.inst, aragorn, 'Aragorn II checks first');
      k.expect((checks[0]?.mods ?? []).some((m) => m.value === -1), 'his check is modified by -1');
      k.equal(rolls(k, 'bodyCheck')[0]?.total, 12, 'his body check');
      k.expect(k.s.players[1]?.mpPile.includes(aragorn) ?? false, 'Aragorn II is in the player’s marshalling point pile');
      k.equal(checks[1]?.inst, ciryaher, 'then Ciryaher checks');
      k.expect((checks[1]?.mods ?? []).some((m) => m.value === -5), 'his check is modified by -5');
    },
  },
  {
    title: 'Ren the Ringwraith (shadow-magic) on his own tapped Grishnákh: the body check is "modified by +1 if tapped" (7 + 1 = 8: discarded by his card); Ren makes no corruption check',
    run: (k) => {
      minionTurn(k);
      k.phase('site');
      const chars = k.company(1, ['Ren the Ringwraith', 'Grishnákh'], 'Minas Morgul').chars as [number, number];
      k.setStatus(chars[1], 'tapped');
      k.rig([6, 6, 3, 4]);
      k.play(1, k.hand(1, CARD), chars[1]);
      k.equal(rolls(k, 'corruption').length, 1, 'only Grishnákh’s corruption check');
      k.equal(rolls(k, 'bodyCheck')[0]?.total, 8, 'the body check');
      k.equal(k.where(chars[1]), 'discard', 'Grishnákh');
      expectCorruptionMod(k, -1, { inst: chars[1], what: 'Grishnákh’s check' });
    },
  },
  {
    title: '"non-Ringwraith, non-Wizard character at the same site as a shadow-magic-using character you control": not on Ren, not on Gandalf at Bree, not on Faramir at another site, not on Aragorn II at Bree once Ren has left and only Mauhúr (no shadow-magic) is there, not in the organization phase',
    run: (k) => {
      minionTurn(k);
      k.phase('site');
      const card = k.hand(1, CARD);
      const renCo = k.company(1, ['Ren the Ringwraith'], 'Bree');
      const ren = renCo.chars[0] as number;
      const [gandalf, aragorn] = k.company(0, ['Gandalf', 'Aragorn II'], 'Bree').chars as [number, number];
      const faramir = k.company(0, ['Faramir'], 'Edoras').chars[0] as number;
      k.expect(k.canPlay(1, card, aragorn), 'on Aragorn II');
      k.expect(!k.canPlay(1, card, ren), 'Ren is a Ringwraith');
      k.expect(!k.canPlay(1, card, gandalf), 'Gandalf is a Wizard');
      k.expect(!k.canPlay(1, card, faramir), 'Faramir is at another site');
      k.phase('organization');
      k.expect(!k.canPlay(1, card, aragorn), 'not in the organization phase');
      k.phase('site');
      k.companyById(renCo.id).site = k.siteId('Minas Morgul', 1);
      k.company(1, ['Mauhúr'], 'Bree');
      k.expect(!k.canPlay(1, card, aragorn), 'no shadow-magic-user at Bree');
    },
  },
];
export default scenarios;
