/** Scenarios of the command cards (cards/vocab/commands.ts). */
import { companyDelta, directInfluence } from '../../../src-shared/engine/cards/cardApi';
import { companyInOrganization } from '../kit/combatSteps';
import type { TemplateFn } from '../kit/scenario';
import { minionKit } from '../kit/templates';

export const TEMPLATES: Record<string, TemplateFn> = {
  'command': (_def, name: string, stat: 'prowess' | 'corruptionCheck' | 'body', what: string) => [
    {
      title: `${name} on Gorbag (a leader): ${what} for Jûoma, -2 direct influence; the other command card returns to the hand; then back to the hand`,
      run: (k0) => {
        const k = minionKit(k0);
        const { chars } = companyInOrganization(k, ['Gorbag', 'Jûoma'], 'Minas Morgul');
        const [gorbag, juoma] = chars as [number, number];
        const other = k.attach(gorbag, name === 'Smart and Secret' ? 'I’ll Report You' : 'Smart and Secret', 0);
        const card = k.hand(0, name);
        k.expect(!k.canPlay(0, card, juoma), 'Jûoma is no leader');
        // Gorbag's printed direct influence is 0: given 3 more, the -2 shows (3 → 1, once the other command card has left).
        k.s.mods.push({ inst: gorbag, stat: 'di', delta: 3 });
        const di = (k.card('Gorbag', 0).di ?? 0) + 3;
        k.play(0, card, gorbag);
        k.expect((k.s.chars[gorbag]?.hazards ?? []).includes(card), `${name} is on Gorbag`);
        k.equal(k.where(other), 'hand', 'the other command card returns to the hand');
        k.equal(directInfluence(k.s, gorbag), di - 2, "Gorbag's direct influence");
        k.equal(companyDelta(k.s, juoma, stat).reduce((n, m) => n + m.value, 0), 1, `${what} for Jûoma`);
        k.equal(companyDelta(k.s, gorbag, stat).reduce((n, m) => n + m.value, 0), 1, `${what} for Gorbag`);
        k.use(0, card, 0);
        k.equal(k.where(card), 'hand', `${name} is back in the hand`);
        k.equal(companyDelta(k.s, juoma, stat).length, 0, 'no bonus any more');
      },
    },
  ],
};
