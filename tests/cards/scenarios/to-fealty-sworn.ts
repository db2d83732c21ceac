import { hasSkill, prowessOf, scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { rollMod } from '../helpers/checks';
import { atSite } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const name = 'To Fealty Sworn';

/** Aragorn II (with Return of the King when `king`), Bilbo, Frodo and Gimli at Minas Tirith, the site entered; the card in the MP hand. */
function atMinasTirith(k: ScenarioKit, king: boolean): { aragorn: number; bilbo: number; frodo: number; gimli: number; card: number } {
  const { id, chars } = k.company(0, ['Aragorn II', 'Bilbo', 'Frodo', 'Gimli'], 'Minas Tirith');
  const [aragorn, bilbo, frodo, gimli] = chars as [number, number, number, number];
  if (king) k.attach(aragorn, 'Return of the King', 0);
  const card = k.mpHand(0, name);
  atSite(k, id);
  return { aragorn, bilbo, frodo, gimli, card };
}

/** Bilbo, with the card, at Bag End, the site entered: his influence attempt against the opponent's `target`, rolled on 3,3 against 3,3. */
function attemptFromBagEnd(k: ScenarioKit, target: (k: ScenarioKit) => number): void {
  const { id, chars } = k.company(0, ['Bilbo'], 'Bag End');
  const bilbo = chars[0] as number;
  k.attach(bilbo, name, 0);
  atSite(k, id);
  const t = target(k);
  k.rig([3, 3, 3, 3]);
  k.act(0, { type: 'influenceAttempt', influencer: bilbo, target: t });
}

const scenarios: Scenario[] = [
  {
    // "Playable on a Hobbit: in the same company as Return of the King … The Hobbit gains the warrior skill, +2 prowess"
    title: 'Bilbo, in Aragorn II’s company with Return of the King at Minas Tirith, plays it from the MP hand: untapped, a warrior, +2 prowess, its 1 MP; not Gimli (no Hobbit)',
    run: (k) => {
      const { bilbo, gimli, card } = atMinasTirith(k, true);
      k.refused(0, { type: 'playMpCard', inst: card, character: gimli });
      const prowess = prowessOf(k.s, bilbo);
      const before = scoreSheet(k.s, 0).misc;
      k.act(0, { type: 'playMpCard', inst: card, character: bilbo });
      k.expect((k.s.chars[bilbo]?.hazards ?? []).includes(card), 'the card lies with Bilbo');
      k.equal(k.s.status[bilbo], undefined, 'Bilbo does not tap');
      k.expect(hasSkill(k.s, bilbo, 'Warrior'), 'the warrior skill');
      k.equal(prowessOf(k.s, bilbo), prowess + 2, '+2 prowess');
      k.equal(scoreSheet(k.s, 0).misc, before + 1, 'its marshalling point');
    },
  },
  {
    title: 'without Return of the King in the company it is refused; "Cannot be duplicated on a given Hobbit": a second copy goes to Frodo, not Bilbo',
    run: (k) => {
      const { aragorn, bilbo, frodo, card } = atMinasTirith(k, false);
      k.refused(0, { type: 'playMpCard', inst: card, character: bilbo });
      k.attach(aragorn, 'Return of the King', 0);
      k.attach(bilbo, name, 0);
      k.refused(0, { type: 'playMpCard', inst: card, character: bilbo });
      k.act(0, { type: 'playMpCard', inst: card, character: frodo });
      k.expect((k.s.chars[frodo]?.hazards ?? []).includes(card), 'with Frodo');
    },
  },
  {
    title: 'a copy in the Play hand: on a Hobbit of the company once it has entered its site, not before, not on Sam Gamgee of another company',
    run: (k) => {
      const { aragorn, bilbo } = atMinasTirith(k, false);
      k.attach(aragorn, 'Return of the King', 0);
      const other = k.company(0, ['Sam Gamgee', 'Faramir'], 'Minas Tirith').chars as [number, number];
      const sam = other[0];
      k.attach(other[1], 'Return of the King', 0); // a second copy, so that only his company rules Sam out
      const card = k.hand(0, name);
      const id = k.companyOf(bilbo)?.id ?? '';
      k.companyById(id).entered = false;
      k.expect(!k.canPlay(0, card, bilbo), 'not before the company enters its site');
      atSite(k, id);
      k.expect(!k.canPlay(0, card, sam), 'Sam Gamgee is not of the company at its site');
      k.play(0, card, bilbo);
      k.expect((k.s.chars[bilbo]?.hazards ?? []).includes(card), 'with Bilbo');
    },
  },
  {
    // "+5 direct influence against the Hobbits faction"
    title: "+5 to Bilbo's influence attempt against the opponent's Hobbits faction at Bag End",
    run: (k) => {
      attemptFromBagEnd(k, (kk) => kk.inPlay(1, 'Hobbits'));
      k.equal(rollMod(k, 'influenceAttempt', name), 5, '+5');
    },
  },
  {
    // "… and characters with Bag End as a home site"
    title: "+5 to Bilbo's influence attempt against the opponent's Frodo (home site Bag End) at Bag End",
    run: (k) => {
      attemptFromBagEnd(k, (kk) => kk.company(1, ['Frodo'], 'Bag End').chars[0] as number);
      k.equal(rollMod(k, 'influenceAttempt', name), 5, '+5');
    },
  },
];
export default scenarios;
