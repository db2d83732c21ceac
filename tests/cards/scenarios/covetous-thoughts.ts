import { cardOf } from '../../../src-shared/engine/cards/cardApi';
import { movingWithHazard, rolls } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'at the end of his turn a check per item his companions bear, less its corruption; only on a minion',
    run: (k) => {
      const { id, chars } = k.company(1, ['Orc Veteran', 'Orc Tracker'], 'Minas Morgul');
      const [veteran, tracker] = chars as [number, number];
      const hero = k.company(0, ['Aragorn II'], 'Rivendell');
      // The minion player is the active one: seat 0 plays the hazard.
      k.s.turn.active = 1;
      k.s.turn.firstHazard = 0;
      const card = k.hand(0, 'Covetous Thoughts');
      k.s.stack = [{ kind: 'mhSelect' }];
      k.act(1, { type: 'startCompanyMH', companyId: id });
      k.play(0, card, veteran);
      k.expect((k.s.chars[veteran]?.hazards ?? []).includes(card), 'on Orc Veteran');
      void hero;
      const item = k.item(tracker, 'Dagger of Westernesse');
      const own = k.item(veteran, 'Dagger of Westernesse');
      void own;
      k.s.stack = [{ kind: 'endTurn', stage: 'active' }];
      k.rig([6, 6, 6, 6, 6, 6]);
      const events = k.toNextTurn(1);
      const made = rolls(events, 'corruption').filter((e) => String(e.why).startsWith('Covetous Thoughts'));
      k.equal(made.length, 1, 'checks (one item he does not bear)');
      k.equal(made[0]?.inst, veteran, 'the bearer checks');
      const mod = (made[0]?.mods as { label: string; value: number }[]).find((m) => m.label.startsWith('Covetous Thoughts'));
      k.equal(mod?.value ?? 0, -cardOf(k.s, item).corruption, 'modified by minus the item\'s corruption');
    },
  },
  {
    title: 'not playable on a hero character',
    run: (k) => {
      const { chars, card } = movingWithHazard(k, 'Covetous Thoughts');
      k.expect(!k.canPlay(1, card, chars[0] as number), 'Aragorn II is no minion');
    },
  },
];
export default scenarios;
