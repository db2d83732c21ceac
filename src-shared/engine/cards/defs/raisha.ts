import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

// Agent: Dark Arda, Minion Agent Rule: "Minion Agent cards are played as if they were Minion cards or characters".
const def: CardDef = character("Râisha", "Unique. Agent.", { minion: true });
export default def;
