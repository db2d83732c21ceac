import type { CardDef } from '../cardApi';
import { checkingOr, inDiplomatsCompany, isDiplomat, toThisCorruptionCheck } from '../vocab/checks';

const def: CardDef = {
  name: 'Old Friendship',
  // coe-rules §9.1.4: the use is chosen as the card is declared. In the corruption-check window (a character about to
  // roll one) it is the +4; elsewhere (the resource player's phases) the +5 for the diplomat's next influence check
  // against a character this turn (the engine has no window inside an influence attempt: played just before it).
  text: "Diplomat only. +5 to an influence check against a character by a diplomat. Alternatively, +4 to a corruption check by a character in a diplomat's company.",
  play: {
    side: 'resource',
    windows: ['organization', 'longEvent', 'site', 'endTurn', 'corruptionCheck'],
    target: {
      kind: 'character',
      side: 'own',
      where: [
        checkingOr("a diplomat (influence check), or the character making the corruption check, in a diplomat's company", (q) => isDiplomat(q.s, q.target)),
        { is: 'custom', label: "in a diplomat's company", test: (q) => q.window !== 'corruptionCheck' || inDiplomatsCompany(q) },
      ],
    },
  },
  effects: [
    {
      do: 'custom',
      label: "+4 to the corruption check being made; or +5 to the diplomat's next influence check against a character",
      run: (q) => {
        if (q.target === null) return;
        if (q.window === 'corruptionCheck') toThisCorruptionCheck(q, 4);
        else q.s.mods.push({ inst: q.target, stat: 'characterCheck', delta: 5, label: q.card.name });
      },
    },
  ],
};
export default def;
