import type { CardDef } from '../cardApi';
import { NO_HAZARD_AGENTS, neverInArda } from '../vocab/neverInArda';

const def: CardDef = {
  name: 'Hidden Knife',
  text: `Playable on any face up agent during your site phase: ${NO_HAZARD_AGENTS}.`,
  play: { side: 'resource', windows: ['site'], requires: [neverInArda(NO_HAZARD_AGENTS)] },
};
export default def;
