import { currentCombat, type CardDef } from '../cardApi';
import { magicUser } from '../vocab/minionEvents';
import { autoAttackSite, onAutoAttack, setAttackStrikes } from '../vocab/onAttack';

const def: CardDef = {
  name: 'Veils of Shadow',
  alignment: ['Minion'],
  // "All automatic-attacks at the site this turn": the one under way, those the company still faces there, and those any company faces
  // there later this turn (turn.autoAttackMods). An attack where each character faces one strike keeps its strikes (Arda Revised).
  // The corruption check is the engine's: a Ringwraith never makes one ("Unless he is a Ringwraith").
  text: 'Magic. Sorcery. Playable on a sorcery-using character facing an automatic-attack. The number of strikes of all automatic-attacks at the site this turn are reduced to one. Unless he is a Ringwraith, character makes a corruption check modified by -4.',
  play: onAutoAttack(magicUser('sorcery')),
  effects: [
    {
      do: 'custom',
      label: 'the automatic-attacks at the site have one strike this turn',
      run: (q, ctx) => {
        const site = autoAttackSite(q);
        const combat = currentCombat(q.s);
        if (!site || !combat) return;
        setAttackStrikes(q, ctx, (a) => Math.min(a.strikes, 1));
        combat.queue = combat.queue.map((x) => (x.eachCharacter ? x : { ...x, strikes: Math.min(x.strikes, 1) }));
        site.autoAttacks.forEach((_x, index) => (q.s.turn.autoAttackMods ??= []).push({ site: site.id, index, prowess: 0, strikesTo: 1 }));
      },
    },
    { do: 'corruptionCheck', who: 'target', modifier: -4 },
  ],
};
export default def;
