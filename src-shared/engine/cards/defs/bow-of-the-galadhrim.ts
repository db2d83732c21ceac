import { cardOf, currentCombat, hasSkill, roll2d6, type CardDef } from '../cardApi';
import { discardInPlay } from '../vocab/bearer';

const def: CardDef = {
  name: 'Bow of the Galadhrim',
  alignment: ['Hero'],
  text: 'Unique. The following effect applies only if the bearer is an Elf Warrior. In company versus company combat, make a roll before strikes are assigned for each non-unique minion ally in the company the bearer is facing. If the result for an ally is greater than the ally’s mind plus five, discard the ally.',
  static: [
    {
      on: 'afterAction',
      run: (s, events, ctx, self) => {
        const bearer = self.bearer;
        if (bearer === null || !s.chars[bearer]) return;
        const card = cardOf(s, bearer);
        if (card.race !== 'Elf' || !hasSkill(s, bearer, 'Warrior')) return;
        const own = s.chars[bearer].company;
        const started = events.find((e) => e.type === 'attack');
        const combat = currentCombat(s);
        if (!started || !combat || combat.attack.source !== 'company' || combat.slots.length > 0 || started.companyId !== combat.attack.companyId) return;
        const a = combat.attack;
        const facing = a.companyId === own ? a.attackerCompanyId : a.attackerCompanyId === own ? a.companyId : null;
        const co = facing === null ? undefined : s.companies.find((c) => c.id === facing);
        if (!co) return;
        for (const ch of co.chars)
          for (const ally of [...(s.chars[ch]?.allies ?? [])]) {
            const al = cardOf(s, ally);
            if (al.unique || al.alignment !== 'Minion') continue;
            const dice = roll2d6(s.rng);
            const total = dice[0] + dice[1];
            const need = (al.mind ?? 0) + 5;
            const discard = total > need;
            ctx.events.push({ type: 'roll', purpose: 'cardEffect', seat: s.chars[bearer].owner, inst: ally, card: s.cardOf[ally], dice, mods: [], total, need: need + 1, result: discard ? 'discarded' : 'stays', why: 'Bow of the Galadhrim' });
            if (discard) discardInPlay(s, ally, ctx);
          }
      },
    },
  ],
};
export default def;
