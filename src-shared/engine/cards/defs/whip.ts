import { cardOf, prowessOf, raceMatches, type CardDef } from '../cardApi';
import { notDuplicated } from '../vocab/bearer';

const def: CardDef = {
  name: 'Whip',
  alignment: ['Minion'],
  text: 'Orc or Troll only: provides +2 direct influence against one character with a mind and prowess less than the bearer’s. Cannot be duplicated on a given character.',
  play: { side: 'resource', windows: ['site'], requires: [notDuplicated] },
  static: [
    {
      on: 'influenceAgainst',
      delta: 2,
      against: ['character'],
      targetIf: (s, bearer, target) => {
        const [b, t] = [cardOf(s, bearer), cardOf(s, target)];
        return raceMatches(b.race, ['Orc', 'Troll']) && (t.mind ?? 0) < (b.mind ?? 0) && prowessOf(s, target) < prowessOf(s, bearer);
      },
    },
  ],
};
export default def;
