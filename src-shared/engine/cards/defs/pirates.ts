import { type CardDef, company } from '../cardApi';
import { pathTypes } from '../vocab/hazards';
import { itemPerWound } from '../vocab/itemLoss';

// The defender's choice is taken for him: the item worth fewest marshalling points (vocab/itemLoss.ts). "When keyed to Coastal
// Seas": its player keys it to one whenever the company's site path holds one (the engine does not record how a creature was keyed).
const def: CardDef = {
  name: 'Pirates',
  text: 'Men. Three strikes. If any strike of Pirates wounds a character, the company must immediately discard one item (of defender’s choice). Pirates receives +2 prowess when keyed to Coastal Seas [{c}].',
  static: [
    itemPerWound('Pirates: the company discards one item', 'defender', true),
    { on: 'creature', after: 'prowessIf', label: 'keyed to a Coastal Sea', delta: 2, test: (s, companyId) => pathTypes(s, company(s, companyId)).includes('c') },
  ],
};
export default def;
