import { company, raceMatches, type CardDef } from '../cardApi';
import { pathTypes } from '../vocab/hazards';

// "Following an Orc or Troll attack in a Shadow-land [{s}] or Shadow-hold [{S}]": the company has faced an Orc or Troll attack this turn and is moving
// through a Shadow-land or to (or staying at) a Shadow-hold — where that attack was.
const def: CardDef = {
  name: 'Gothmog',
  text: 'Unique. Troll. One strike. May also be played following an Orc or Troll attack in a Shadow-land [{s}] or Shadow-hold [{S}].',
  static: [
    {
      on: 'creature', after: 'keyedIf', label: 'following an Orc or Troll attack in a Shadow-land or Shadow-hold',
      test: (s, companyId) => {
        const co = company(s, companyId);
        if (!co || !(s.turn.attacksFaced?.[companyId] ?? []).some((r) => raceMatches(r, ['Orc', 'Troll']))) return false;
        return pathTypes(s, co).includes('s') || s.catalog.cards[co.dest?.site ?? co.site]?.siteType === 'S';
      },
    },
  ],
};
export default def;
