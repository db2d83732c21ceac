import { companyOfChar, currentCombat, type CardDef } from '../cardApi';
import { magicUser } from '../vocab/minionEvents';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Bitter Cold',
  alignment: ['Minion'],
  // "This turn": the attack his company faces now, if any, and every later one (turn.attackMods, read as each attack starts).
  // The corruption check is the engine's: a Ringwraith never makes one ("Unless he is a Ringwraith").
  text: 'Magic. Sorcery. Playable on a sorcery-using character. All attacks against the character’s company suffer a -1 modification to prowess and body this turn. Unless he is a Ringwraith, character makes a corruption check modified by -4.',
  play: { side: 'resource', windows: [...ANY_PHASE, 'movementHazard', 'attack', 'strike'], target: { kind: 'character', side: 'own', where: [magicUser('sorcery')] } },
  effects: [
    {
      do: 'custom',
      label: 'all attacks against his company get -1 prowess and -1 body this turn',
      run: (q, ctx) => {
        const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
        if (!co) return;
        (q.s.turn.attackMods ??= []).push({ companyId: co.id, races: [], strikes: 0, prowess: -1, body: -1, label: q.card.name });
        const a = currentCombat(q.s)?.attack;
        if (a && a.companyId === co.id && a.source !== 'company') {
          a.prowess -= 1;
          if (a.body !== null) a.body -= 1;
        }
        ctx.events.push({ type: 'effect', effect: 'custom', label: `${q.card.name}: attacks against the company get -1 prowess and -1 body this turn`, card: q.card.id });
      },
    },
    { do: 'corruptionCheck', who: 'target', modifier: -4 },
  ],
};
export default def;
