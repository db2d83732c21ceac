import { influenceOdds } from '../../../src-shared/engine/cards/cardApi';
import { rolls } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { playOn } from '../helpers/corruption';

const scenarios: Scenario[] = [
  {
    title: 'played on a character; not twice on him',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gandalf'], 'Rivendell');
      const [aragorn, gandalf] = chars as [number, number];
      const card = playOn(k, 'Foolish Words', id, aragorn);
      k.expect(k.canPlay(1, k.hand(1, 'Foolish Words'), gandalf), 'on any character (Gandalf)');
      k.expect(!k.canPlay(1, k.hand(1, 'Foolish Words'), aragorn), 'cannot be duplicated on a given character');
      void card;
    },
  },
  {
    title: 'his faction influence check is modified by -4',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II'], 'Bree');
      const aragorn = chars[0] as number;
      k.attach(aragorn, 'Foolish Words');
      k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'play' }];
      k.companyById(id).entered = true;
      const faction = k.mpHand(0, 'Rangers of the North');
      k.rig([6, 6]);
      k.act(0, { type: 'playMpCard', inst: faction, character: aragorn });
      const roll = rolls(k.events, 'influence')[0];
      const mod = ((roll?.mods ?? []) as { label: string; value: number }[]).find((m) => m.label === 'Foolish Words');
      k.equal(mod?.value, -4, 'Foolish Words modifier');
    },
  },
  {
    title: 'his influence attempt against an opponent\'s character is modified by -4',
    run: (k) => {
      const { chars } = k.company(0, ['Aragorn II'], 'Bree');
      const aragorn = chars[0] as number;
      const target = k.company(1, ['Orc Veteran'], 'Bree').chars[0] as number;
      const before = influenceOdds(k.s, 0, aragorn, target).modifier;
      k.attach(aragorn, 'Foolish Words');
      k.equal(influenceOdds(k.s, 0, aragorn, target).modifier - before, -4, 'modifier change');
    },
  },
];
export default scenarios;
