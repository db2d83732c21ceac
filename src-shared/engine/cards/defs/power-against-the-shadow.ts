import type { CardDef } from '../cardApi';
import { MINION_COMPANY_ATTACKS, NOT_YET_ON_COMPANY, companyProwessThisTurn } from '../vocab/companyCombat';

// "During opponent's site phase … being attacked by a minion company": the defender's window before strikes are assigned in company vs.
// company combat, where coe-rules 3.V: "the defending (hazard) player may take resource/character actions even though it is not that
// player's turn" (effects/query.ts defendsCompanyAttack). "All heroes" are the characters of the attacked hero company.
const def: CardDef = {
  name: 'Power Against the Shadow',
  text: 'Playable during opponent’s site phase on a company being attacked by a minion company. All heroes receive +3 prowess until the end of the turn. Cannot be duplicated on a given company.',
  play: { side: 'resource', windows: ['attack'], requires: [MINION_COMPANY_ATTACKS, NOT_YET_ON_COMPANY] },
  effects: [companyProwessThisTurn(3)],
};
export default def;
