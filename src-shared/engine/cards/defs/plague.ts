import { bodyOf, type CardDef, cardOf, companyOfChar, type Ctx, type GameState, removeCharacter, roll2d6, sameLocation, setStatus, statusOf } from '../cardApi';
import { notRace } from '../vocab/corruption';
import { discardAtHavenInOrganization, onCompanyCharacter } from '../vocab/hazards';

const NOT_STRUCK = ['Ringwraith', 'Wizard', 'Elf'];

/**
 * "At the end of your opponent's turn" (the turn of the target's player, against whom it was played): "each non-Ringwraith,
 * non-Wizard, non-Elf character at the same site as the target must make a roll modified by -2. If the result is greater than the
 * character's body, he is wounded or he is eliminated if he is already wounded" (every player's characters at that site).
 */
function plagueRolls(s: GameState, ctx: Ctx, self: { inst: number; bearer: number | null }): void {
  const target = self.bearer;
  const co = target !== null ? companyOfChar(s, target) : undefined;
  if (target === null || !co || s.turn.active !== co.owner) return;
  const struck = s.companies.filter((c) => sameLocation(s, c.site, co.site)).flatMap((c) => c.chars).filter((ch) => !NOT_STRUCK.includes(cardOf(s, ch).race ?? ''));
  for (const ch of struck) {
    const state = s.chars[ch];
    if (!state) continue;
    const dice = roll2d6(s.rng);
    const total = dice[0] + dice[1] - 2;
    const body = bodyOf(s, ch);
    const wounded = statusOf(s, ch) === 'wounded';
    const hit = total > body;
    ctx.events.push({ type: 'roll', purpose: 'cardEffect', seat: state.owner, inst: ch, card: s.cardOf[self.inst] as string, dice, mods: [{ label: 'Plague', value: -2 }], total, need: body + 1, result: hit ? (wounded ? 'eliminated' : 'wounded') : 'no effect', why: 'Plague' });
    if (hit && wounded) removeCharacter(s, ch, 'eliminated', ctx);
    else if (hit) setStatus(s, ch, 'wounded');
  }
}

const def: CardDef = {
  name: 'Plague',
  text: 'Playable on a non-Ringwraith, non-Wizard, non-Elf character at or moving to a non-Haven, non-Ruins & Lairs site. At the end of your opponent’s turn, each non-Ringwraith, non-Wizard, non-Elf character at the same site as the target must make a roll modified by -2. If the result is greater than the character’s body, he is wounded or he is eliminated if he is already wounded. Discard this card during the target’s organization phase if he is at a Haven/Darkhaven [{H}].',
  play: onCompanyCharacter(notRace(...NOT_STRUCK), {
    is: 'custom',
    label: 'at or moving to a non-Haven, non-Ruins & Lairs site',
    test: (q) => {
      const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
      const site = co ? q.s.catalog.cards[co.dest?.site ?? co.site] : undefined;
      return site !== undefined && site.siteType !== 'H' && site.siteType !== 'R';
    },
  }),
  effects: [{ do: 'attach', to: 'target' }],
  static: [{ on: 'turnEnd', run: plagueRolls }, discardAtHavenInOrganization],
};
export default def;
