import type { CardDef } from '../cardApi';
import { darkhaven } from '../vocab/sites';

// Darkhavens.
const def: CardDef = darkhaven("Carn Dûm", "Site Path From Dol Guldur: {d}{b}{d}{s} / Site Path From Geann a-Lisch: {w}{w}{w}{w}{s} / Special: Unless this site is a character’s home site, a non-Orc, non-Troll character may not be brought into play at this site. Any gold ring stored at this site is automatically tested (modify the roll by -2). Any attack against a minion company at this site is canceled.", {
  static: [{ on: 'charactersHere', label: 'unless Carn Dûm is his home site, a non-Orc, non-Troll character may not be brought into play at Carn Dûm', allows: (c) => c.race === 'Orc' || c.race === 'Troll' }],
});
export default def;
