import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Landroval',
  // Covert companies (a Fallen-wizard's) do not arise in Arda: a minion company is a Ringwraith player's, always overt.
  text: 'Unique. Animal. Two strikes (playable only against an overt minion company). Attacker chooses defending characters.',
  static: [{ on: 'creature', after: 'playableIf', label: 'playable only against an overt minion company', test: (s, companyId) => s.players[s.companies.find((c) => c.id === companyId)?.owner ?? -1]?.alignment === 'ringwraith' }],
};
export default def;
