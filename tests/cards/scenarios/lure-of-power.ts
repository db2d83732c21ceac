import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { atSite } from '../kit/combatSteps';
import { movingWithHazard, rolls } from '../kit/hazardSteps';

/** `who` (at Bree, in his site phase, with Lure of Power in play) plays Rangers of the North on a roll of 12; the card. */
function influenceWith(k: ScenarioKit, who: string): { card: number; who: number } {
  const card = k.inPlay(1, 'Lure of Power');
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
];
export default scenarios;
