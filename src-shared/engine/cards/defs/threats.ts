import { prowessOf, unusedDirectInfluence, type CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Threats',
  alignment: ['Minion'],
  // The engine has no window inside an influence check: Threats is played on the warrior in his site phase, just before he
  // attempts to influence a faction, and his next influence check against a faction this turn (the 'factionCheck' modifier,
  // used up by it: playing a faction, or an influence attempt against an opponent's) gets his prowess to at most +6 in place of
  // his unused direct influence, both as they stand when it is played.
  text: 'Warrior only. Playable on a warrior attempting to influence a faction. Warrior does not use his unused direct influence for the attempt. Instead he uses his prowess, to a maximum modifier of +6.',
  play: { side: 'resource', windows: ['site'], target: { kind: 'character', side: 'own', where: [{ is: 'skill', skill: 'Warrior' }] } },
  effects: [
    {
      do: 'custom',
      label: 'his prowess (at most +6) in place of his unused direct influence in his influence check against a faction',
      run: (q) => {
        if (q.target === null || !q.s.chars[q.target]) return;
        const delta = Math.min(prowessOf(q.s, q.target), 6) - unusedDirectInfluence(q.s, q.target);
        q.s.mods.push({ inst: q.target, stat: 'factionCheck', delta, label: q.card.name });
      },
    },
  ],
};
export default def;
