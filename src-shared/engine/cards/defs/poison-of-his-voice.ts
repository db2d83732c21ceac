import { applyEffect, corruptionCheck, type CardDef } from '../cardApi';
import { companyMagicUser, keptWith } from '../vocab/minionEvents';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Poison of his Voice',
  alignment: ['Minion'],
  // The alternative ("playable on a spirit-magic-using Fallen-wizard … stage points") cannot arise: Arda Revised leaves Fallen-wizards
  // out. The check is the spirit-magic user's of the hazard's bearer's company (vocab companyMagicUser).
  text: 'Magic. Spirit-magic. Playable on a hazard permanent-event on a character in a spirit-magic-using character’s company. Discard target hazard. Unless the spirit-magic-user is a Ringwraith, he makes a corruption check modified by -3.',
  play: {
    side: 'resource',
    windows: [...ANY_PHASE, 'movementHazard'],
    target: { kind: 'cardInPlay', match: { type: 'Hazard', subtypes: ['Permanent-event'] } },
    requires: [
      {
        is: 'custom',
        label: 'on a character in your spirit-magic-using character’s company',
        test: (q) => {
          const user = companyMagicUser(q, 'spirit-magic', keptWith(q, q.target));
          return user !== null && q.s.chars[user]?.owner === q.seat;
        },
      },
    ],
  },
  effects: [
    {
      do: 'custom',
      label: 'discard target hazard; unless he is a Ringwraith, the spirit-magic user makes a corruption check modified by -3',
      run: (q, ctx, chain) => {
        // The user is found while the hazard is still on its bearer, and checks once it is gone.
        const user = companyMagicUser(q, 'spirit-magic', keptWith(q, q.target));
        applyEffect(q, { do: 'discardTarget' }, ctx, chain ?? []);
        if (user !== null && q.s.chars[user]) corruptionCheck(q.s, user, -3, ctx, q.card.name);
      },
    },
  ],
};
export default def;
