import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { heldByScenario, itemRefusedAt } from '../helpers/heldBy';
import { withCard } from '../helpers/inPlay';
import { atSite, playFaction, rollMods } from '../helpers/itemInfluence';

const NAME = 'The Arkenstone';

const scenarios: Scenario[] = [
  {
    title: '"+3 to bearer’s direct influence against … Dwarf factions": Aragorn II bearing it playing Iron Hill Dwarves',
    run: (k) => {
      playFaction(k, 'Aragorn II', 'Iron Hill Dwarf-hold', NAME, 'Iron Hill Dwarves');
      k.expect(rollMods(k, 'influence').some((m) => m.label === NAME && m.value === 3), `${NAME} +3 in the roll`);
    },
  },
  {
    title: '"+3 … against Dwarves": influencing an opponent\'s Dwarf character',
    run: (k) => {
      const { chars } = atSite(k, ['Aragorn II'], 'Edoras');
      k.item(chars[0] as number, NAME);
      const target = k.company(1, ['Balin'], 'Edoras').chars[0] as number;
      k.act(0, { type: 'influenceAttempt', influencer: chars[0] as number, target });
      k.expect(rollMods(k, 'influenceAttempt').some((m) => m.label === NAME && m.value === 3), `${NAME} +3 against Balin`);
    },
  },
  {
    title: 'no bonus against a Man faction: Riders of Rohan',
    run: (k) => {
      playFaction(k, 'Aragorn II', 'Edoras', NAME, 'Riders of Rohan');
      k.expect(!rollMods(k, 'influence').some((m) => m.label === NAME), `no ${NAME} bonus`);
    },
  },
  heldByScenario(NAME, 'If held by a Dwarf, The Arkenstone gives 5 marshalling points and 4 corruption points', 'Thorin II', 'Aragorn II', 5, 4),
  {
    title: '"may be tapped to untap a Dwarf character in the same company, but target Dwarf must make a corruption check modified by -2"; not a non-Dwarf, nor a Dwarf of another company, nor an untapped Dwarf',
    run: (k) => {
      const { inst, chars } = withCard(k, ['Aragorn II', 'Thorin II', 'Faramir', 'Gimli'], 'Rivendell', NAME);
      const [aragorn, thorin, faramir, gimli] = chars as [number, number, number, number];
      const balin = k.company(0, ['Balin'], 'Lórien').chars[0] as number;
      for (const ch of [aragorn, thorin, faramir, balin]) k.setStatus(ch, 'tapped');
      k.expect(!k.canUse(0, inst, 0, faramir), 'Faramir is no Dwarf');
      k.expect(!k.canUse(0, inst, 0, balin), 'Balin is in another company');
      k.expect(!k.canUse(0, inst, 0, gimli), 'Gimli is untapped');
      k.rig([6, 6]);
      const events = k.use(0, inst, 0, thorin);
      k.equal(k.s.status[thorin] ?? 'untapped', 'untapped', 'Thorin II');
      k.equal(k.s.status[inst], 'tapped', NAME);
      const check = events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
      k.equal(check?.inst, thorin, 'the corruption check is Thorin II\'s');
      k.expect(check?.mods.some((m) => m.value === -2) === true, 'modified by -2');
      k.expect(!k.canUse(0, inst, 0, thorin), `${NAME} is tapped`);
    },
  },
  itemRefusedAt(NAME, 'Aragorn II', 'Barrow-downs'),
];
export default scenarios;
