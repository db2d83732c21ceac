import { cardOf, nextInt, player, type CardDef, type Ctx, type GameState } from '../cardApi';

/**
 * "After the attack, the defender must reveal one random card from his hand for each character in the defending company": the
 * cards, drawn at random (the game's generator) without being taken from the hand, are named in an event every player sees.
 */
function revealRandom(s: GameState, companyId: string, ctx: Ctx, by: string): void {
  const co = s.companies.find((c) => c.id === companyId);
  if (!co) return;
  const left = [...player(s, co.owner).hand];
  const shown: number[] = [];
  for (let i = 0; i < co.chars.length && left.length > 0; i++) shown.push(left.splice(nextInt(s.rng, left.length), 1)[0] as number);
  ctx.events.push({ type: 'reveal', seat: co.owner, cards: shown.map((inst) => s.cardOf[inst]), label: `${by}: ${player(s, co.owner).name} reveals ${shown.map((inst) => cardOf(s, inst).name).join(', ') || 'nothing (an empty hand)'}` });
}

const def: CardDef = {
  name: 'Crebain',
  text: 'Animals. Each character in the company faces one strike. After the attack, the defender must reveal one random card from his hand for each character in the defending company.',
  static: [{ on: 'creature', after: 'attackEnd', run: (s, companyId, ctx) => revealRandom(s, companyId, ctx, 'Crebain') }],
};
export default def;
