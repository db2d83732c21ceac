import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { atSite } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const name = 'Stabbed Him in His Sleep';

/** Seat 1's company of `names` at Edoras (a Free-hold; first automatic-attack Men), entered, its site tapped when `tapped`; the card in the MP hand. */
function atEdoras(k: ScenarioKit, names: string[], tapped = true): { id: string; chars: number[]; card: number } {
  minionTurn(k);
  const { id, chars } = k.company(1, names, 'Edoras');
  const card = k.mpHand(1, name);
  atSite(k, id);
  k.companyById(id).siteTapped = tapped;
  return { id, chars, card };
}

/** The scout's strike resolved on a roll of 12, staying untapped (-3) or not. */
function strike(k: ScenarioKit, scout: number, stayUntapped: boolean): void {
  k.passAll();
  const top = k.top();
  k.expect(top?.kind === 'combat' && top.attack.strikes === 1 && top.attack.prowess === 8 && top.attack.label.endsWith('Men'), 'a Men attack of 1 strike with 8 prowess');
  k.expect(top?.kind === 'combat' && top.slots.length === 1 && top.slots[0]?.target === scout, 'the scout faces it');
  k.rig([6, 6]);
  k.act(1, { type: 'resolveStrike', target: scout, stayUntapped });
  k.passAll();
}

/** Whether the card is offered to be played by that character. */
function offered(k: ScenarioKit, card: number, ch: number): boolean {
  return k.legal(1).some((a) => a.type === 'playMpCard' && a.inst === card && a.character === ch);
}

const scenarios: Scenario[] = [
  {
    title: '"The scout faces an attack (attack type as first automatic-attack at site — 1 strike with 8 prowess) … Otherwise, the scout may tap and place this card in his player’s marshalling point pile": Perchen at a tapped Edoras, untapped after the Men attack',
    run: (k) => {
      const { chars, card } = atEdoras(k, ['Perchen', 'Gergeli']);
      const perchen = chars[0] as number;
      k.act(1, { type: 'playMpCard', inst: card, character: perchen });
      k.expect(!k.canUse(1, card, 0), 'not before the attack is over');
      strike(k, perchen, true);
      k.equal(k.s.status[perchen], undefined, 'Perchen untapped');
      const before = scoreSheet(k.s, 1).misc;
      k.use(1, card, 0);
      k.equal(k.s.status[perchen], 'tapped', 'Perchen taps');
      k.equal(k.where(card), 'mpPile', name);
      k.equal(scoreSheet(k.s, 1).misc, before + (k.card(name, 1).mp ?? 0), 'its marshalling point');
    },
  },
  {
    title: '"If the scout is not untapped after the attack, discard this card"',
    run: (k) => {
      const { chars, card } = atEdoras(k, ['Perchen', 'Gergeli']);
      k.act(1, { type: 'playMpCard', inst: card, character: chars[0] as number });
      strike(k, chars[0] as number, false);
      k.equal(k.where(card), 'discard', name);
    },
  },
  {
    title: '"on an untapped scout in a covert company at an already tapped Border-hold [{B}] or Free-hold [{F}]": not at an untapped Edoras, not before entering it, not by a non-scout, not with an Orc in the company (overt)',
    run: (k) => {
      const untapped = atEdoras(k, ['Perchen'], false);
      k.expect(!offered(k, untapped.card, untapped.chars[0] as number), 'not at an untapped site');
      const waiting = k.company(1, ['Gergeli'], 'Edoras');
      atSite(k, waiting.id, false);
      k.companyById(waiting.id).siteTapped = true;
      k.expect(!offered(k, untapped.card, waiting.chars[0] as number), 'not before the site is entered');
      const other = k.company(1, ['Tarcil'], 'Edoras');
      atSite(k, other.id);
      k.companyById(other.id).siteTapped = true;
      k.expect(!offered(k, untapped.card, other.chars[0] as number), 'not by Tarcil, no scout');
      const overt = k.company(1, ['Gergeli', 'Shagrat'], 'Edoras');
      atSite(k, overt.id);
      k.companyById(overt.id).siteTapped = true;
      k.expect(!offered(k, untapped.card, overt.chars[0] as number), 'not in an overt company');
      k.refused(1, { type: 'playMpCard', inst: untapped.card, character: overt.chars[0] as number });
    },
  },
];
export default scenarios;
