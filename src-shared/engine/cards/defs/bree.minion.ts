import type { CardDef } from '../cardApi';
import { detainmentMinionSite } from '../vocab/sites';

// Information is playable where the data says (regions.ts); the scenarios check the item classes. Special: its `agentsHere` effect
// (phases/organization.ts playCharacter); Dark Arda, Minion Agent Rule: "Minion Agent cards are played as if they were Minion cards or characters".
const def: CardDef = detainmentMinionSite("Bree", "Nearest Darkhaven: Carn Dûm / Playable: Information, Items (minor, gold ring) / Automatic-attacks: / Dúnedain — each character faces 1 strike with 7 prowess (detainment against covert company) / Special: Agent minions may be brought into play under direct influence at this site.", ["minor","gold ring"], "Dúnedain", 7, 'covert', [{ on: 'agentsHere' }]);
export default def;
