import { cardOf, companyOfChar, nameKey, player, removeFrom, shuffleInPlace, type CardDef } from '../cardApi';
import { ANY_PHASE, onOwnCharacter } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Vilya',
  alignment: ['Hero'],
  // "3 resource cards of your choice": the three resources most recently put in the discard pile.
  text: 'Playable on Elrond. +4 prowess, +2 body, +6 direct influence until the end of the turn. If Elrond is at Rivendell and your play deck has at least 5 cards in it, you may take 3 resource cards of your choice from your discard pile and shuffle them into your play deck. Elrond makes a corruption check modified by -3. Cannot be duplicated on a given turn.',
  play: onOwnCharacter([...ANY_PHASE, 'attack', 'strike'], [{ is: 'named', names: ['Elrond'] }], {
    requires: [{ is: 'custom', label: 'not yet played this turn', test: (q) => !(q.s.turn.effectsUsed ?? []).includes(q.card.key) }],
  }),
  effects: [
    { do: 'custom', label: 'not duplicated this turn', run: (q) => void (q.s.turn.effectsUsed ??= []).push(q.card.key) },
    { do: 'modify', who: 'target', stat: 'prowess', delta: 4, until: 'endOfTurn' },
    { do: 'modify', who: 'target', stat: 'body', delta: 2, until: 'endOfTurn' },
    { do: 'modify', who: 'target', stat: 'di', delta: 6, until: 'endOfTurn' },
    {
      do: 'custom',
      label: 'at Rivendell, with 5 cards or more in the play deck: 3 resources from the discard pile shuffled into it',
      run: (q) => {
        const z = q.s.sets[player(q.s, q.seat).alignment];
        const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
        if (!z || !co || q.s.catalog.cards[co.site]?.key !== nameKey('Rivendell') || z.decks.play.length < 5) return;
        const picked = z.discards.play.filter((i) => cardOf(q.s, i).type === 'Resource').slice(-3);
        for (const i of picked) removeFrom(z.discards.play, i);
        z.decks.play.push(...picked);
        shuffleInPlace(q.s.rng, z.decks.play);
      },
    },
    { do: 'corruptionCheck', who: 'target', modifier: -3 },
  ],
};
export default def;
