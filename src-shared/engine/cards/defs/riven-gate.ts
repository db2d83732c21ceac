import { cancelCombat, companyOfChar, currentCombat, type CardDef } from '../cardApi';
import { magicUser } from '../vocab/minionEvents';
import { onAutoAttack } from '../vocab/onAttack';

const def: CardDef = {
  name: 'Riven Gate',
  alignment: ['Minion'],
  // "Any influence attempt against a faction at the site this turn": the next faction influence check of each character of the
  // company this turn (the 'factionCheck' modification: a company plays factions only at its site). The corruption check is the
  // engine's: a Ringwraith never makes one ("Unless he is a Ringwraith").
  text: 'Magic. Sorcery. Playable on a sorcery-using character when facing the automatic-attack at a Border-hold [{B}]. All automatic-attacks at the site are canceled, and any influence attempt against a faction at the site this turn is modified by +2. Unless he is a Ringwraith, he makes a corruption check modified by -4.',
  play: onAutoAttack(magicUser('sorcery'), ['B'], true),
  effects: [
    {
      do: 'custom',
      label: 'all automatic-attacks at the site are canceled',
      run: (q, ctx) => {
        const combat = currentCombat(q.s);
        if (!combat) return;
        combat.queue = combat.queue.filter((x) => x.uncancelable); // an automatic-attack that cannot be canceled stays (Arouse Defenders)
        cancelCombat(q.s, ctx);
      },
    },
    {
      do: 'custom',
      label: '+2 to influence attempts against a faction at the site this turn',
      run: (q) => {
        for (const ch of (q.target !== null ? companyOfChar(q.s, q.target)?.chars : undefined) ?? []) q.s.mods.push({ inst: ch, stat: 'factionCheck', delta: 2, label: q.card.name });
      },
    },
    { do: 'corruptionCheck', who: 'target', modifier: -4 },
  ],
};
export default def;
