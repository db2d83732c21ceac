/**
 * The Windlord Found Me (as Rescue Prisoners: played from the MP hand, the character playMpCard taps is untapped again,
 * the card held with him meanwhile, no marshalling points). The site is tapped; the company faces the Orc attack (the
 * hazard player's); afterwards a character may tap (an ability, useCard) to place it under him, else it is discarded as
 * the company's site phase ends. He does not untap until it is stored at a Haven in his organization phase (an ability);
 * then, if the player's Wizard is not in play, he comes into play at that Haven, not counting as the turn's character.
 * Arda keeps the Wizard apart from the play deck (the avatar drawn at setup, waiting to be played): "search your play
 * deck or discard pile for a Wizard" finds him there. "Cannot be included in a Fallen-wizard's deck": Arda has none.
 */
import { cardOf, companyOfChar, nameKey, player, type CardDef, type GameState } from '../cardApi';
import { atEnteredSite } from '../vocab/resourcePlay';
import { prisonerCard } from '../vocab/prisoners';
import { storeCardAbility } from '../vocab/storing';

const name = 'The Windlord Found Me';
const { pending, start, take, afterwards } = prisonerCard(name, [{ race: 'Orcs', strikes: 4, prowess: 9 }], true);
const ownedInPlay = (s: GameState, seat: number, except: number) =>
  Object.values(s.chars).some((ch) => ch.owner === seat && ch.hazards.some((i) => i !== except && cardOf(s, i).key === nameKey(name)));

const def: CardDef = {
  name,
  alignment: ['Hero'],
  text: 'Playable at an untapped Isengard, Shadow-hold [{S}], or Dark-hold [{D}] during the site phase.Tap the site. The company faces an Orc attack (4 strikes with 9 prowess). Afterwards, a character may tap and place this card under him. If you do not place this card with a character after the attack, discard it. That character may not untap until after this card is stored in a Haven [{H}] during the organization phase. When this card is stored, and if your Wizard is not already in play, you may search your play deck or discard pile for a Wizard and play him at that Haven [{H}] (does not count towards the one character per turn limit). Cannot be duplicated by a given player. Cannot be included in a Fallen-wizard’s deck.',
  play: atEnteredSite([
    {
      is: 'custom',
      label: 'an untapped Isengard, Shadow-hold or Dark-hold',
      test: (q) => {
        const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : undefined;
        const site = co ? q.s.catalog.cards[co.site] : undefined;
        return Boolean(co && site && !co.siteTapped && (site.key === nameKey('Isengard') || site.siteType === 'S' || site.siteType === 'D'));
      },
    },
    { is: 'custom', label: 'not duplicated by a given player', test: (q) => !ownedInPlay(q.s, q.seat, q.inst) },
  ]),
  effects: [
    { do: 'attach', to: 'target' },
    { do: 'custom', label: 'the site is tapped; the company faces an Orc attack (4 strikes with 9 prowess)', run: (q, ctx) => (q.target !== null ? start(q.s, q.inst, q.target, ctx) : undefined) },
  ],
  abilities: [
    take('tap a character of the company: this card is placed under him', 'placed under the character'),
    storeCardAbility({
      label: 'store this card at a Haven (marshalling points); the Wizard comes into play there if he is not in play',
      where: 'a Haven',
      types: ['H'],
      ready: (q) => !pending(q.s, q.inst),
      effectLabel: 'stored; the Wizard comes into play at the Haven',
      then: (q, ctx) => {
        const co = q.bearer !== null && q.bearer !== undefined ? companyOfChar(q.s, q.bearer) : undefined;
        const p = player(q.s, q.seat);
        const wizard = p.avatar[0];
        if (!co || wizard === undefined || p.avatarInPlay !== null) return;
        p.avatar.shift();
        co.chars.push(wizard);
        q.s.chars[wizard] = { owner: q.seat, company: co.id, followerOf: null, items: [], allies: [], hazards: [] };
        p.avatarInPlay = wizard;
        q.s.turn.avatarPlayed = true;
        ctx.events.push({ type: 'playAvatar', seat: q.seat, card: q.s.cardOf[wizard], site: co.site });
      },
    }),
  ],
  static: [afterwards],
};
export default def;
