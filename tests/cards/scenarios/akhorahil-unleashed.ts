import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const CARD = 'Akhôrahil Unleashed';

const scenarios: Scenario[] = [
  {
    title: 'Akhôrahil at Minas Morgul: "take a magic card from your play deck or discard pile to your hand": Some Secret Art of Flame from the deck, Driven as by a Madness from the discard pile; not Orc Quarrels',
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      k.company(0, ['Akhôrahil the Ringwraith'], 'Minas Morgul');
      const [art, quarrels] = k.deck(0, ['Some Secret Art of Flame', 'Orc Quarrels']);
      const driven = k.spawn('Driven as by a Madness', 0);
      k.s.sets.ringwraith?.discards.play.push(driven);
      const [card, again] = [k.hand(0, CARD), k.hand(0, CARD)];
      k.expect(!k.canPlay(0, card, quarrels as number), 'Orc Quarrels is no magic card');
      k.play(0, card, art as number);
      k.equal(k.where(art as number), 'hand', 'Some Secret Art of Flame');
      k.equal(k.where(quarrels as number), 'deck', 'Orc Quarrels stays in the deck');
      k.play(0, again, driven);
      k.equal(k.where(driven), 'hand', 'Driven as by a Madness');
    },
  },
  {
    title: 'Akhôrahil Unleashed: "Playable on Akhôrahil the Ringwraith (as your Ringwraith)": not with Indûr the Ringwraith, nor with the opponent’s Akhôrahil',
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      k.company(0, ['Indûr the Ringwraith'], 'Minas Morgul');
      k.company(1, ['Akhôrahil the Ringwraith'], 'Dol Guldur');
      const [art] = k.deck(0, ['Some Secret Art of Flame']);
      const card = k.hand(0, CARD);
      k.expect(!k.canPlay(0, card, art as number), 'Akhôrahil is not his');
    },
  },
];
export default scenarios;
