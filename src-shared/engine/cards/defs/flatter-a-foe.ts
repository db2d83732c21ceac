import { cancelCombat, hasSkill, currentMH, roll2d6, unusedDirectInfluence, type CardDef, type Query } from '../cardApi';
import { attackIs } from '../vocab/onAttack';

/** The number Flatter a Foe's influence check must exceed against the current attack (null: not a listed type). */
function flatteryNeed(q: Query): number | null {
  if (attackIs(q, ['Dragon'])) return 10;
  if (attackIs(q, ['Men', 'Drake'])) return 11;
  if (attackIs(q, ['Troll', 'Orc', 'Elves', 'Elf', 'Giant'])) return 12;
  return null;
}

const def: CardDef = {
  name: 'Flatter a Foe',
  alignment: ['Hero'],
  text: 'Flattery attempt. Playable on a character whose company is facing an attack of the type listed below. Character makes an influence check (modified by his unused direct influence and +2 if a diplomat). If successful, the attack is canceled and the hazard limit for the character’s company is decreased by two. This influence check is successful if the result is greater than: 10 against a Dragon; 11 against Men or Drakes; 12 against Trolls, Orcs, Elves and Giants.',
  play: {
    side: 'resource',
    windows: ['attack'],
    target: { kind: 'character', side: 'company' },
    requires: [{ is: 'custom', label: 'an attack by a Dragon, Men, Drakes, Trolls, Orcs, Elves or Giants', test: (q) => flatteryNeed(q) !== null }],
  },
  effects: [
    {
      do: 'custom',
      label: 'influence check: the attack is cancelled and the hazard limit lowered by two if it succeeds',
      run: (q, ctx) => {
        const need = flatteryNeed(q);
        if (need === null || q.target === null) return;
        const target = q.target;
        const dice = roll2d6(q.s.rng);
        const mods = [{ label: 'unused direct influence', value: unusedDirectInfluence(q.s, target) }];
        if (hasSkill(q.s, target, 'Diplomat')) mods.push({ label: 'diplomat', value: 2 });
        const total = dice[0] + dice[1] + mods.reduce((n, m) => n + m.value, 0);
        const ok = total > need;
        ctx.events.push({ type: 'roll', purpose: 'influence', seat: q.seat, inst: target, dice, mods, total, against: need, againstLabel: 'Flatter a Foe', result: ok ? 'success' : 'failure' });
        if (!ok) return;
        cancelCombat(q.s, ctx);
        const mh = currentMH(q.s);
        if (mh) {
          mh.limit = Math.max(0, mh.limit - 2);
          ctx.events.push({ type: 'effect', effect: 'hazardLimit', delta: -2, limit: mh.limit, card: q.card.id });
        }
      },
    },
  ],
};
export default def;
