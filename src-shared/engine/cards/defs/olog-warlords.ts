import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Olog Warlords',
  text: 'Trolls. Three strikes (playable only against hero companies).',
  static: [{ on: 'creature', after: 'playableIf', label: 'playable only against hero companies', test: (s, companyId) => s.players[s.companies.find((c) => c.id === companyId)?.owner ?? -1]?.alignment === 'wizard' }],
};
export default def;
