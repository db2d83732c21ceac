import { cardOf, companyOfChar, raceMatches, type CardDef, type Predicate } from '../cardApi';
import { ANY_TIME, bearerCompany, bearerQ } from '../vocab/bearer';

/** The bearer using the item passes the test. */
function bearerIs(label: string, test: (name: string, race: string | null) => boolean): Predicate {
  return { is: 'custom', label, test: (q) => bearerQ(q) !== null && test(cardOf(q.s, bearerQ(q) as number).key, cardOf(q.s, bearerQ(q) as number).race) };
}

const def: CardDef = {
  name: 'Athelas',
  alignment: ['Hero'],
  text: 'A Dúnadan can tap and use this item to heal a character in his company (change from wounded to well, character remains tapped). Aragorn II can also tap and use this item to remove a corruption card from a character in his company. Discard after use.',
  abilities: [
    {
      label: 'a Dúnadan bearer taps: heal a wounded character in his company (he remains tapped); discard Athelas',
      windows: ANY_TIME,
      requires: [bearerIs('a Dúnadan bearer', (_, race) => raceMatches(race, ['Dúnadan']))],
      target: { kind: 'character', side: 'company', where: [{ is: 'status', status: 'wounded' }] },
      costs: ['tapBearer', 'discardSelf'],
      effects: [
        { do: 'heal', who: 'target' },
        { do: 'tap', who: 'target' },
      ],
      botUse: true,
    },
    {
      label: 'Aragorn II taps: remove a corruption card from a character in his company; discard Athelas',
      windows: ANY_TIME,
      requires: [
        bearerIs('Aragorn II bears it', (key) => key === 'aragorn ii'),
        { is: 'custom', label: 'on a character in his company', test: (q) => q.target !== null && Object.entries(q.s.chars).some(([ch, st]) => st.hazards.includes(q.target as number) && companyOfChar(q.s, Number(ch))?.id === bearerCompany(q)?.id) },
      ],
      target: { kind: 'cardInPlay', match: { keywords: ['Corruption'] } },
      costs: ['tapBearer', 'discardSelf'],
      effects: [{ do: 'discardTarget' }],
      botUse: true,
    },
  ],
};
export default def;
