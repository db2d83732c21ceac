/** Card definitions: resource events (short, long, permanent). Each with the card's words in `text` and at least one scenario. */
import type { CardDef } from '../effects/types';

export const RESOURCE_EVENTS: CardDef[] = [
  {
    name: 'Concealment',
    alignment: ['Hero'],
    text: 'Scout only. Tap scout to cancel one attack against his company.',
    play: { side: 'resource', windows: ['attack'], target: { kind: 'character', side: 'company', where: [{ is: 'skill', skill: 'Scout' }] }, costs: [{ pay: 'tapTarget' }] },
    effects: [{ do: 'cancelAttack' }],
    scenarios: [
      {
        title: 'a scout taps to cancel an Orc attack on his company; a non-scout cannot',
        run: (k) => {
          const { id, chars } = k.company(0, ['Bilbo', 'Gimli'], 'Rivendell');
          const [bilbo, gimli] = chars as [number, number];
          const card = k.hand(0, 'Concealment');
          const orcs = k.creatureAttack(id, 'Orc-watch');
          k.passAll();
          k.expect(k.top()?.kind === 'combat', 'the attack is under way');
          k.expect(!k.canPlay(0, card, gimli), 'Gimli is no scout');
          k.play(0, card, bilbo);
          k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
          k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is cancelled');
          k.equal(k.where(orcs), 'discard', 'Orc-watch');
          k.equal(k.where(card), 'discard', 'Concealment');
        },
      },
    ],
  },
  {
    name: 'Risky Blow',
    alignment: ['Hero'],
    text: 'Warrior only against one strike. +3 to prowess and -1 to body.',
    play: { side: 'resource', windows: ['strike'], target: { kind: 'strike' }, requires: [{ is: 'skill', skill: 'Warrior' }] },
    effects: [
      { do: 'modify', who: 'target', stat: 'prowess', delta: 3, until: 'strike' },
      { do: 'modify', who: 'target', stat: 'body', delta: -1, until: 'strike' },
    ],
    scenarios: [
      {
        title: 'a warrior facing a strike gets +3 prowess for that strike only',
        run: (k) => {
          const { id, chars } = k.company(0, ['Gimli', 'Bilbo', 'Aragorn II'], 'Rivendell');
          const gimli = chars[0] as number;
          const card = k.hand(0, 'Risky Blow');
          k.creatureAttack(id, 'Orc-watch');
          k.passAll();
          for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
          k.expect(!k.canPlay(0, card, chars[1]), 'Bilbo is no warrior');
          k.expect(k.canPlay(0, card, gimli), 'Risky Blow is playable on the strike against Gimli');
          k.play(0, card, gimli);
          k.rig([1, 1]);
          k.act(0, { type: 'resolveStrike', target: gimli, stayUntapped: false });
          const roll = k.events.find((e) => e.type === 'roll' && e.purpose === 'strike');
          const base = k.card('Gimli').prowess ?? 0;
          k.equal(roll?.prowess, base + 3, "Gimli's prowess against the strike");
          k.expect(!k.s.mods.some((m) => m.inst === gimli), 'the modification ends with the strike');
        },
      },
    ],
  },
];
