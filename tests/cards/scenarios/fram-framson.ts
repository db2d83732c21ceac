/** Fram Framson: brought into play only at Framsburg; +3 prowess against Dragon and Drake attacks. */
import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** Fram alone at Rivendell faces the first strike of the creature; the strike roll's prowess. */
function strikeProwess(k: ScenarioKit, creature: string): { prowess: number | undefined; printed: number } {
  const { id, chars } = k.company(0, ['Fram Framson', 'Aragorn II', 'Gimli'], 'Rivendell');
  const fram = chars[0] as number;
  k.creatureAttack(id, creature);
  k.passAll();
  // The defender assigns, or (Cave-drake: "attacker chooses defending characters") the attacker.
  for (const ch of chars.slice(0, k.card(creature, 1).strikes)) k.act(k.legal(0).some((a) => a.type === 'assignStrike') ? 0 : 1, { type: 'assignStrike', target: ch });
  k.passAll();
  k.rig([1, 1, 1, 1]);
  k.act(0, { type: 'resolveStrike', target: fram, stayUntapped: false });
  const roll = k.allEvents.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike').at(-1);
  return { prowess: roll?.prowess, printed: k.card('Fram Framson').prowess ?? 0 };
}

const scenarios: Scenario[] = [
  {
    title: 'Fram Framson: +3 prowess against a Drake attack (Cave Worm)',
    run: (k) => {
      const { prowess, printed } = strikeProwess(k, 'Cave Worm');
      k.equal(prowess, printed + 3, 'his prowess against the Drake');
    },
  },
  {
    title: 'Fram Framson: +3 prowess against a Dragon attack (Cave-drake)',
    run: (k) => {
      const { prowess, printed } = strikeProwess(k, 'Cave-drake');
      k.equal(prowess, printed + 3, 'his prowess against the Dragon');
    },
  },
  {
    title: 'Fram Framson: his printed prowess against an Orc attack (Orc-lieutenant)',
    run: (k) => {
      const { prowess, printed } = strikeProwess(k, 'Orc-lieutenant');
      k.equal(prowess, printed, 'his prowess against the Orcs');
    },
  },
  {
    title: 'Fram Framson: brought into play at Framsburg, not at Rivendell',
    run: (k) => {
      const inst = k.spawn('Fram Framson', 0);
      k.s.sets.wizard?.faceUp.character.push(inst);
      k.phase('organization');
      const sites = k.legal(0).filter((a) => a.type === 'playCharacter' && a.inst === inst).map((a) => (a.type === 'playCharacter' ? a.site : ''));
      k.expect(!sites.includes(k.siteId('Rivendell')), 'not offered at Rivendell');
      k.equal(k.refused(0, { type: 'playCharacter', inst, site: k.siteId('Rivendell'), controller: null }).code, 'HOME_SITE', 'refused at Rivendell for the home-site rule');
      k.act(0, { type: 'playCharacter', inst, site: k.siteId('Framsburg'), controller: null });
      k.equal(k.companyOf(inst)?.site, k.siteId('Framsburg'), 'his site');
    },
  },
];
export default scenarios;
