import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Elves upon Errantry',
  text: 'Elves. Four strikes (playable only against minion companies).',
  static: [{ on: 'creature', after: 'playableIf', label: 'playable only against minion companies', test: (s, companyId) => s.players[s.companies.find((c) => c.id === companyId)?.owner ?? -1]?.alignment === 'ringwraith' }],
};
export default def;
