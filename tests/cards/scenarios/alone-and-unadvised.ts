import { corruptionPoints } from '../../../src-shared/engine/cards/cardApi';
import { movingWithHazard, rolls } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { endMH, playOn } from '../helpers/corruption';

const scenarios: Scenario[] = [
  {
    title: 'played on a character of a 3-character company; not on a Wizard, not in a company of 4',
    run: (k) => {
      const { chars, card } = movingWithHazard(k, 'Alone and Unadvised', ['Aragorn II', 'Legolas', 'Gandalf']);
      k.expect(!k.canPlay(1, card, chars[2] as number), 'not on Gandalf (a Wizard)');
      k.play(1, card, chars[0] as number);
      k.expect((k.s.chars[chars[0] as number]?.hazards ?? []).includes(card), 'on Aragorn II');
      const big = k.company(0, ['Gimli', 'Bilbo', 'Frodo', 'Faramir'], 'Rivendell');
      const other = k.hand(1, 'Alone and Unadvised');
      k.movement(big.id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, other), 'no target in a company of 4');
    },
  },
  {
    title: 'his corruption checks get + the number of characters in his company; at the end of the movement/hazard phase one check per region moved through',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
      const bearer = chars[0] as number;
      playOn(k, 'Alone and Unadvised', id, bearer);
      k.rig([6, 6, 6, 6]);
      const events = endMH(k);
      const checksMade = rolls(events, 'corruption', 'Alone and Unadvised');
      k.equal(checksMade.length, 2, 'checks (Rhudaur, Arthedain)');
      const mod = (checksMade[0]?.mods as { label: string; value: number }[]).find((m) => m.label === 'Alone and Unadvised');
      k.equal(mod?.value, 2, 'modifier: 2 characters in his company');
      k.expect(rolls(events, 'corruption').every((e) => e.inst === bearer), 'only the bearer checks');
      // The card's printed corruption points (4 in the data) count while it is on him.
      k.equal(corruptionPoints(k.s, bearer), k.card('Alone and Unadvised', 1).corruption, 'corruption points from the card');
    },
  },
  {
    title: 'discarded when his company reaches 4 characters',
    run: (k) => {
      const a = k.company(0, ['Aragorn II', 'Legolas', 'Gimli'], 'Rivendell');
      const b = k.company(0, ['Bilbo'], 'Rivendell');
      const card = k.attach(a.chars[0] as number, 'Alone and Unadvised');
      k.phase('organization');
      k.act(0, { type: 'joinCompany', companyId: b.id, intoCompanyId: a.id });
      k.equal(k.where(card), 'discard', 'where the card is');
      k.expect(k.events.some((e) => e.type === 'hazardDiscarded' && e.inst === card), 'the discard is reported');
    },
  },
];
export default scenarios;
