import { isOvert, type CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Landroval',
  // "An overt minion company": a Ringwraith player's company that is overt (overt.ts isOvert: an Orc, a Troll, an ally that says so,
  // Dark Arda's Fell Rider mode); a covert one (Men, a Ringwraith in Heralded Lord or Black Rider mode) is not attacked.
  text: 'Unique. Animal. Two strikes (playable only against an overt minion company). Attacker chooses defending characters.',
  static: [{ on: 'creature', after: 'playableIf', label: 'playable only against an overt minion company', test: (s, companyId) => s.players[s.companies.find((c) => c.id === companyId)?.owner ?? -1]?.alignment === 'ringwraith' && isOvert(s, companyId) }],
};
export default def;
