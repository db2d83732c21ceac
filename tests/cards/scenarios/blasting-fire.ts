import { atSite, attackWindow } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const scenarios: Scenario[] = [
  {
    title: 'played at Moria (Shadow-hold) from the MP hand; discarded against the Orc automatic-attack, which is cancelled; +2 to a faction check',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Jûoma', 'Hador'], 'Moria');
      const [juoma, hador] = chars as [number, number];
      const card = k.mpHand(0, 'Blasting Fire');
      atSite(k, id);
      k.act(0, { type: 'playMpCard', inst: card, character: juoma });
      k.equal(k.where(card), 'character', 'Jûoma bears Blasting Fire');
      k.setStatus(juoma, 'untapped');
      k.companyById(id).entered = false;
      k.companyById(id).siteTapped = false;
      k.enterSite(id);
      k.passAll();
      k.expect(k.top()?.kind === 'combat', 'the automatic-attack');
      k.use(0, card, 0);
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the automatic-attack is cancelled');
      k.equal(k.where(card), 'discard', 'Blasting Fire is discarded');
      k.expect(k.s.mods.some((m) => m.inst === hador && m.stat === 'factionCheck' && m.delta === 2), '+2 to an influence attempt against a faction');
    },
  },
  {
    title: 'not playable at Rivendell (a Free-hold without a Dwarf automatic-attack); not usable against a creature',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Jûoma'], 'Rivendell');
      const card = k.mpHand(0, 'Blasting Fire');
      atSite(k, id);
      k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
      const w = attackWindow(k, { names: ['Hador'], creature: 'Orc-watch', cards: [], site: 'Minas Morgul' });
      const fire = k.item(w.chars[0] as number, 'Blasting Fire');
      k.expect(k.top()?.kind === 'combat', 'the creature attacks');
      k.expect(!k.canUse(0, fire, 0), 'a creature, not an automatic-attack');
    },
  },
];
export default scenarios;
