import type { CardDef } from '../cardApi';
import { NO_HAZARD_AGENTS, never } from '../vocab/notInArda';

const def: CardDef = {
  name: 'Hidden Knife',
  text: "Playable on any face up agent during your site phase. You may play a hazard creature from your hand keyed to a face up agent's current site which immediately attacks the agent as if the agent were a character. You do not receive marshalling points if the agent is eliminated.",
  play: { side: 'resource', windows: ['site'], requires: [never(NO_HAZARD_AGENTS)] },
};
export default def;
