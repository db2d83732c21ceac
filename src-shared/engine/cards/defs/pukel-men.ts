import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain(
  'Pûkel-men',
  'Pûkel-creature. Two strikes. May also be played at Ruins & Lairs [{R}] sites in the following regions: Andrast, Anfalas, Anórien, Dunland, Enedhwaith, Gap of Isen, Lamedon, Old Pûkel Gap, Old Pûkel-land, and Rohan.',
);
export default def;
