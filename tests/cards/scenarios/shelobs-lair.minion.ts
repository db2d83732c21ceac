import { cancelCombat, type RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { kitFor } from '../helpers/sites';
import { faceEach, rollsOf } from '../helpers/creatures';
import { minionTurn } from '../kit/templates';

/** Tarcil and Eradan at Shelob's Lair: the Orcs' attack canceled, the Spider's faced by Tarcil (his strike failed, rigged low). */
function spider(k: ScenarioKit): { tarcil: number; eradan: number } {
  const { id, chars } = k.company(0, ['Tarcil', 'Eradan'], 'Shelob’s Lair');
  const [tarcil, eradan] = chars as [number, number];
  k.enterSite(id);
  const label = () => { const c = k.s.stack.find((x) => x.kind === 'combat'); return c?.kind === 'combat' ? c.attack.label : ''; };
  cancelCombat(k.s, { events: [] });
  k.equal(label(), 'Shelob’s Lair: Spider', 'the Orcs canceled, the attack under way');
  cancelCombat(k.s, { events: [] });
  k.equal(label(), 'Shelob’s Lair: Spider', 'the Spider canceled: the attack under way');
  k.passAll();
  k.act(0, { type: 'assignStrike', target: tarcil });
  k.rig([1, 1, 6, 6]);
  k.act(0, { type: 'resolveStrike', target: tarcil, stayUntapped: false });
  return { tarcil, eradan };
}

const scenarios: Scenario[] = [
  {
    title: 'Shelob\'s Lair: "(2nd) Spider (cannot be canceled) — 1 strike with 16 prowess; any character wounded is immediately eliminated": the Orcs\' attack is canceled, the Spider\'s is not; Tarcil, wounded, is eliminated with no body check',
    run: (k0) => {
      const k = kitFor(k0, true);
      const { tarcil } = spider(k);
      k.expect(!k.s.chars[tarcil], 'Tarcil is eliminated');
      k.expect(!k.allEvents.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck'), 'no body check');
    },
  },
  {
    title: 'Shelob\'s Lair: a character wounded by the Orcs (the 1st automatic-attack) makes a body check and is not eliminated by it (rolled low)',
    run: (k0) => {
      const k = kitFor(k0, true);
      const { id, chars } = k.company(0, ['Tarcil', 'Eradan'], 'Shelob’s Lair');
      k.enterSite(id);
      k.passAll();
      for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
      k.rig([1, 1, 1, 1]);
      k.act(0, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
      k.passAll();
      k.equal(k.s.status[chars[0] as number], 'wounded', 'Tarcil after the Orcs\' strike');
      k.expect(k.allEvents.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck'), 'a body check');
    },
  },
  {
    title: 'Shelob\'s Lair: "Non-Nazgûl creatures played at this site attack normally, not as detainment": Ent in Search of the Entwives ("detainment against covert and hero companies") wounds a covert company of Men moving there from Minas Morgul',
    run: (k) => {
      minionTurn(k);
      const { chars } = faceEach(k, 1, 0, 'Ent in Search of the Entwives', ['Luitprand', 'Ostisen'], 'Minas Morgul', [1, 1, 1, 1], (id) => {
        k.companyById(id).dest = { site: k.siteId('Shelob’s Lair', 1), regions: ['imlad morgul'] };
      });
      k.expect(chars.some((c) => k.s.status[c] === 'wounded' || !k.s.chars[c]), 'a character is wounded');
      k.expect(rollsOf(k, 'bodyCheck').length > 0, 'a body check');
    },
  },
];
export default scenarios;
