import { player, removeFrom, toDiscard, type CardDef } from '../cardApi';
import { NONE_IN_PLAY_OF_YOURS } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Saw Further and Deeper',
  alignment: ['Hero'],
  // "Your Wizard is not revealed": he has not come into play yet (he still waits, Arda Revised's drafted avatar). Discarded after the
  // action that brings him into play, which the home-site limit has already shaped (phases/organization.ts avatarSites).
  text: 'Playable only if your Wizard is not revealed. Your general influence is increased by 5. Your Wizard may only be brought into play at his home site. Discard when you bring your Wizard into play. Cannot be duplicated by a given player.',
  play: {
    side: 'resource',
    windows: ['organization', 'longEvent', 'site', 'endTurn'],
    requires: [{ is: 'custom', label: 'your Wizard is not revealed', test: (q) => player(q.s, q.seat).avatar.length > 0 }, NONE_IN_PLAY_OF_YOURS],
  },
  static: [
    { on: 'generalInfluence', delta: 5 },
    { on: 'avatarHomeSiteOnly' },
    {
      on: 'afterAction',
      run: (s, _events, ctx, self) => {
        const owner = s.players.find((p) => p.playArea.includes(self.inst));
        if (owner && owner.avatarInPlay !== null && removeFrom(owner.playArea, self.inst)) toDiscard(s, self.inst, ctx);
      },
    },
  ],
};
export default def;
