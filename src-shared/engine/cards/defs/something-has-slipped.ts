import type { CardDef } from '../cardApi';
import { discardAtHavenInOrganization, onCompanyPlay } from '../vocab/hazards';

const def: CardDef = {
  name: 'Something Has Slipped',
  text: 'Playable on a company. If a character in the company becomes wounded, the prowess of each character in the company is modified by -2 for the rest of the turn. Discard this card during its organization phase if the company is at a Haven/Darkhaven [{H}]. Cannot be duplicated on a given company.',
  // The card is on the company: it is kept with its first character, and passes to another if he leaves play (`onCompany`).
  play: onCompanyPlay('Something Has Slipped'),
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    { on: 'onCompany' },
    // A passive condition (coe-rules 9.6), once a turn, after the action that wounded a character of the company (a strike's body check, a card).
    {
      on: 'passive',
      label: '-2 prowess to each character in the company for the rest of the turn',
      trigger: { event: 'wounded', in: 'bearerCompany' },
      effects: [{ do: 'modify', who: 'targetCompany', stat: 'prowess', delta: -2, until: 'endOfTurn' }],
      oncePerTurn: true,
    },
    discardAtHavenInOrganization,
  ],
};
export default def;
