import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { atSite } from '../kit/combatSteps';
import { movingWithHazard, rolls } from '../kit/hazardSteps';

/**
 * `who` (at Bree, in his site phase, with Lure of Power in play) plays Rangers of the North on a roll of 12; the card. `prepare`:
 * what else is in play and in hand before (cards that could answer the declared check).
 */
function influenceWith(k: ScenarioKit, who: string, prepare?: () => void): { card: number; who: number } {
  const card = k.inPlay(1, 'Lure of Power');
  prepare?.();
  const { id, chars } = k.company(0, [who], 'Bree');
  atSite(k, id);
  const faction = k.mpHand(0, 'Rangers of the North');
  k.rig([6, 6, 6, 6]);
  k.act(0, { type: 'playMpCard', inst: faction, character: chars[0] as number });
  k.equal(rolls(k.events, 'influence')[0]?.result, 'success', 'the influence check');
  return { card, who: chars[0] as number };
}

const scenarios: Scenario[] = [
  {
    title: 'played in a movement/hazard phase, it stays in play (nothing forbids a second copy)',
    run: (k) => {
      const { card, second } = movingWithHazard(k, 'Lure of Power', ['Aragorn II'], { copies: 2 });
      k.play(1, card);
      k.equal(k.where(card), 'playArea', 'Lure of Power');
      k.expect(k.canPlay(1, second), 'a second copy may be played');
    },
  },
  {
    title: '"The next non-Hobbit character to make a successful influence attempt … must immediately make a corruption check modified by -4. Discard this card after"',
    run: (k) => {
      const { card, who } = influenceWith(k, 'Aragorn II');
      const check = rolls(k.events, 'corruption', 'Lure of Power')[0];
      k.equal(check?.inst, who, 'Aragorn II makes the check');
      k.expect((check?.mods ?? []).some((m) => m.value === -4), 'modified by -4');
      k.equal(k.where(card), 'discard', 'Lure of Power');
    },
  },
  {
    title: 'a Hobbit’s successful influence attempt (Bilbo) does not set it off: no check, the card stays',
    run: (k) => {
      const { card } = influenceWith(k, 'Bilbo');
      k.equal(rolls(k.events, 'corruption', 'Lure of Power').length, 0, 'checks');
      k.equal(k.where(card), 'playArea', 'Lure of Power');
    },
  },
  {
    title: 'coe-rules 9.6.1 "Actions from passive conditions are declared in a new chain of effects and can be responded to": the check waits while the resource player answers with Twilight (on Doors of Night), then resolves',
    run: (k) => {
      let doors = 0;
      let twilight = 0;
      const { card, who } = influenceWith(k, 'Aragorn II', () => {
        doors = k.inPlay(1, 'Doors of Night');
        twilight = k.hand(0, 'Twilight');
      });
      const top = k.top();
      k.expect(top?.kind === 'chain' && top.entries.length === 1 && top.entries[0]?.passive !== undefined && top.entries[0]?.target === who, 'the check declared in a new chain, on Aragorn II');
      k.expect(k.events.some((e) => e.type === 'declare' && e.passive === true && e.inst === card), 'told as declared');
      k.equal(rolls(k.events, 'corruption', 'Lure of Power').length, 0, 'checks rolled before the chain resolves');
      k.play(0, twilight, doors);
      k.equal(k.where(doors), 'discard', 'Doors of Night (Twilight resolved first)');
      const check = rolls(k.allEvents, 'corruption', 'Lure of Power')[0];
      k.equal(check?.inst, who, 'then Aragorn II makes the check');
      k.equal(k.where(card), 'discard', 'Lure of Power');
    },
  },
  {
    title: 'coe-rules 9.6.2 "Declarations from passive conditions require … that the passive condition effect … [is] still in effect": Lure of Power gone before the chain resolves, no check',
    run: (k) => {
      const { card } = influenceWith(k, 'Aragorn II', () => {
        k.inPlay(1, 'Doors of Night');
        k.hand(0, 'Twilight');
      });
      // Taken out of play while its check waits in the chain (as a card discarding it in response would).
      const area = k.s.players[1]?.playArea ?? [];
      area.splice(area.indexOf(card), 1);
      k.passAll();
      k.equal(rolls(k.allEvents, 'corruption', 'Lure of Power').length, 0, 'checks');
      k.expect(k.allEvents.some((e) => e.type === 'fizzle' && e.inst === card && e.passive === true), 'the declared check fizzles');
    },
  },
];
export default scenarios;
