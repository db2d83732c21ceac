import { generalInfluence } from '../../../src-shared/engine/state';
import type { Scenario } from '../kit/scenario';
import { playFaction, rollMods } from '../helpers/itemInfluence';

const NAME = 'Emerald of Doriath';

const scenarios: Scenario[] = [
  {
    title: '"+1 to direct influence against … Elf factions": Aragorn II bearing it playing Elves of Lindon',
    run: (k) => {
      playFaction(k, 'Aragorn II', 'Grey Havens', NAME, 'Elves of Lindon');
      k.expect(rollMods(k, 'influence').some((m) => m.label === NAME && m.value === 1), `${NAME} +1 in the roll`);
    },
  },
  {
    title: 'no bonus against a Man faction (Riders of Rohan)',
    run: (k) => {
      playFaction(k, 'Aragorn II', 'Edoras', NAME, 'Riders of Rohan');
      k.expect(!rollMods(k, 'influence').some((m) => m.label === NAME), `no ${NAME} bonus`);
    },
  },
  {
    title: '"If bearer is a Wizard, your general influence is increased by two" (borne by Aragorn II, it is not)',
    run: (k) => {
      const [gandalf, aragorn] = k.company(0, ['Gandalf', 'Aragorn II'], 'Rivendell').chars as [number, number];
      const gi = generalInfluence(k.s, 0);
      const inst = k.item(aragorn, NAME);
      k.equal(generalInfluence(k.s, 0), gi, 'general influence, Aragorn II bearing it');
      k.s.chars[aragorn]?.items.splice(0);
      k.s.chars[gandalf]?.items.push(inst);
      k.equal(generalInfluence(k.s, 0), gi + 2, 'general influence, Gandalf bearing it');
      k.equal(generalInfluence(k.s, 1), gi, 'the opponent\'s general influence');
    },
  },
  {
    title: 'taken from the face-up minor items at Moria after the company\'s MP card; not before it (stage of the MP card)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Gandalf', 'Aragorn II'], 'Moria');
      const inst = k.spawn(NAME, 0);
      k.s.sets.wizard?.faceUp.minor.push(inst);
      k.companyById(id).entered = true;
      k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'play' }];
      k.expect(k.refused(0, { type: 'playMinorItem', inst, character: chars[0] as number }).code !== undefined, 'before the MP card');
      k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'minor' }];
      k.act(0, { type: 'playMinorItem', inst, character: chars[0] as number });
      k.expect(k.s.chars[chars[0] as number]?.items.includes(inst) === true, 'Gandalf bears it');
    },
  },
];
export default scenarios;
