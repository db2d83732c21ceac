import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { atSite, resolveStrike } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const name = 'Kill All But NOT the Halflings';
const ORCS = ['Orc Captain', 'Orc Veteran', 'Orc Tracker', 'Tarcil'];

/** Seat 1's company of `names` at Bag End (entered) plays it from the MP hand on the first; the attack is declared. */
function atBagEnd(k: ScenarioKit, names: string[]): { id: string; chars: number[]; card: number } {
  minionTurn(k);
  const { id, chars } = k.company(1, names, 'Bag End');
  const card = k.mpHand(1, name);
  atSite(k, id);
  k.act(1, { type: 'playMpCard', inst: card, character: chars[0] as number });
  k.passAll();
  const top = k.top();
  k.expect(top?.kind === 'combat' && top.attack.strikes === 4 && top.attack.prowess === 6 && top.attack.label.endsWith('Hobbit'), 'a Hobbit attack of 4 strikes with 6 prowess');
  return { id, chars, card };
}

/** The four strikes on the first four characters, each beaten (a roll of 12). */
function beatHobbits(k: ScenarioKit, chars: number[]): void {
  for (const ch of chars.slice(0, 4)) k.act(1, { type: 'assignStrike', target: ch });
  for (const ch of chars.slice(0, 4)) resolveStrike(k, ch, [6, 6], 1);
}

/** The card's holder's company moves to `site` in the organization phase, where he stores it. */
function storeAt(k: ScenarioKit, id: string, card: number, site: string): void {
  k.phase('organization');
  k.companyById(id).site = k.siteId(site, 1);
  k.use(1, card, 1);
}

const scenarios: Scenario[] = [
  {
    title: '"It faces a Hobbit attack (4 strikes with 6 prowess) … you may tap one character in the company and put this card under his control. No marshalling points are received … until this card is stored at Barad-dûr": not stored at Bag End or Minas Morgul',
    run: (k) => {
      const { id, chars, card } = atBagEnd(k, [...ORCS, 'Lugdush']);
      const lugdush = chars[4] as number;
      k.expect(!k.canUse(1, card, 0, lugdush), 'not before the attack is over');
      beatHobbits(k, chars);
      k.use(1, card, 0, lugdush);
      k.equal(k.s.status[lugdush], 'tapped', 'Lugdush taps');
      k.expect((k.s.chars[lugdush]?.hazards ?? []).includes(card), 'under Lugdush’s control');
      k.equal(scoreSheet(k.s, 1).misc, 0, 'no marshalling points before it is stored');
      k.phase('organization');
      k.expect(!k.canUse(1, card, 1), 'not stored at Bag End');
      k.companyById(id).site = k.siteId('Minas Morgul', 1);
      k.expect(!k.canUse(1, card, 1), 'not stored at Minas Morgul');
    },
  },
  {
    title: '"Only the first Kill All But NOT the Halflings stored is worth 5 marshalling points, all others are only worth 1 point each": stored at Barad-dûr, 5 then 1',
    run: (k) => {
      const { id, chars, card } = atBagEnd(k, [...ORCS, 'Lugdush']);
      beatHobbits(k, chars);
      k.use(1, card, 0, chars[4] as number);
      storeAt(k, id, card, 'Barad-dûr');
      k.equal(k.where(card), 'mpPile', 'stored');
      k.equal(scoreSheet(k.s, 1).misc, 5, 'the first one stored');
      const second = k.inPlay(1, name);
      k.s.players[1]!.playArea = k.s.players[1]!.playArea.filter((i) => i !== second);
      k.s.chars[chars[4] as number]?.hazards.push(second);
      k.use(1, second, 1);
      k.equal(k.where(second), 'mpPile', 'the second one stored');
      k.equal(scoreSheet(k.s, 1).misc, 6, 'only 1 more');
    },
  },
  {
    title: '"If no characters are untapped after the attack, discard this card"; not playable at Bag End before the site is entered, nor at Barad-dûr',
    run: (k) => {
      const { chars, card } = atBagEnd(k, ORCS);
      beatHobbits(k, chars);
      k.equal(k.where(card), 'discard', name);
      const again = k.mpHand(1, name);
      const waiting = k.company(1, ['Lugdush'], 'Bag End');
      atSite(k, waiting.id, false);
      const refusal = k.refused(1, { type: 'playMpCard', inst: again, character: waiting.chars[0] as number });
      k.expect(refusal.message.includes(name), `refused before entering: ${refusal.message}`);
      const other = k.company(1, ['Mauhúr'], 'Barad-dûr');
      atSite(k, other.id);
      k.refused(1, { type: 'playMpCard', inst: again, character: other.chars[0] as number });
    },
  },
];
export default scenarios;
