import { type CardDef, cardOf, companyOfChar, mindOf } from '../cardApi';
import { notInCompany } from '../vocab/bearer';
import { atHavenInOrganization, onCompanyCharacter } from '../vocab/hazards';

const def: CardDef = {
  name: 'So You’ve Come Back',
  text: 'Playable on a character of 5 mind or less. The mind of each other non-follower, non-Ringwraith, non-Wizard character in his company increases by one. Discard this card during the organization phase if target character is in a company by himself and at a Haven/Darkhaven [{H}]. Cannot be duplicated on a given company.',
  play: onCompanyCharacter({ is: 'custom', label: 'a character of 5 mind or less', test: (q) => q.target !== null && mindOf(q.s, q.target) <= 5 }, notInCompany('So You’ve Come Back')),
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    {
      on: 'company',
      stat: 'mind',
      delta: 1,
      others: true,
      onlyIf: (s, inst) => s.chars[inst]?.followerOf === null && !['Ringwraith', 'Wizard'].includes(cardOf(s, inst).race ?? ''),
    },
    { on: 'discardWhen', label: 'during the organization phase, target character is in a company by himself at a Haven', test: (s, bearer) => companyOfChar(s, bearer)?.chars.length === 1 && atHavenInOrganization(s, bearer) },
  ],
};
export default def;
