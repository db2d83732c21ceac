/** Scenarios of Smoke Rings and Weigh All Things to a Nicety (cards/vocab/playDeck.ts). */
import { companyInOrganization } from '../kit/combatSteps';
import type { TemplateFn } from '../kit/scenario';

export const TEMPLATES: Record<string, TemplateFn> = {
  'smokeRings': (_def, name: string) => [
    {
      title: `${name} brings a discarded resource back into the Play deck; not a hazard, nor an MP card`,
      run: (k) => {
        const seat = name === 'Smoke Rings' ? 0 : 1;
        if (seat === 1) {
          k.s.players[0]!.alignment = 'ringwraith';
          k.s.players[1]!.alignment = 'wizard';
          k.s.sets.ringwraith ??= k.s.sets.wizard;
        }
        companyInOrganization(k, [seat === 0 ? 'Gimli' : 'Gorbag'], seat === 0 ? 'Rivendell' : 'Minas Morgul');
        const align = k.s.players[0]!.alignment;
        const zones = k.s.sets[align]!;
        const deck = k.deck(0, ['Dodge', 'Risky Blow', 'Concealment']);
        const back = k.spawn(seat === 0 ? 'Dark Quarrels' : 'Orc Quarrels', 0);
        const hazard = k.spawn('Orc-watch', 0);
        const mp = k.spawn(seat === 0 ? 'Glamdring' : 'Black Mace', 0);
        zones.discards.play.push(back, hazard);
        zones.discards.mp.push(mp);
        const card = k.hand(0, name);
        k.expect(!k.canPlay(0, card, hazard), 'Orc-watch is a hazard');
        k.expect(!k.canPlay(0, card, mp), 'an MP card is not in the Play discard pile');
        k.play(0, card, back);
        k.equal(k.where(back), 'deck', 'the resource');
        k.equal(zones.decks.play.length, deck.length + 1, 'Play deck size');
        k.expect(!zones.discards.play.includes(back), 'gone from the discard pile');
        k.equal(k.where(card), 'discard', name);
        k.expect(!k.events.some((e) => e.type === 'reshuffle'), 'a shuffle, not an exhausted deck reshuffled');
      },
    },
  ],
};
