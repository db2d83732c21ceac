import { cancelCombat, roll2d6, type CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Trickery',
  alignment: ['Hero'],
  // Arda Revised: "An ally with a skill may take actions and play cards that require that skill" (a scout ally may play it).
  text: 'Scout only against an Orc, Troll, Man, Elf, Slayer, Awakened Plant, or Giant attack against his company. Make a roll; if the result is greater than 5, the attack is canceled.',
  play: {
    side: 'resource',
    windows: ['attack'],
    target: { kind: 'character', side: 'company', where: [{ is: 'skill', skill: 'Scout' }], allies: true },
    requires: [{ is: 'attackRace', races: ['Orc', 'Troll', 'Man', 'Elf', 'Elves', 'Slayer', 'Awakened Plant', 'Giant'] }],
  },
  effects: [
    {
      do: 'custom',
      label: 'a roll: greater than 5, the attack is canceled',
      run: (q, ctx) => {
        const dice = roll2d6(q.s.rng);
        const total = dice[0] + dice[1];
        const cancels = total > 5;
        ctx.events.push({ type: 'roll', purpose: 'cardEffect', seat: q.seat, inst: q.inst, card: q.card.id, dice, mods: [], total, need: 6, result: cancels ? 'canceled' : 'not canceled', why: q.card.name });
        if (cancels) cancelCombat(q.s, ctx);
      },
    },
  ],
};
export default def;
