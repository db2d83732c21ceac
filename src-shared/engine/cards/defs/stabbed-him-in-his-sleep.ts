/**
 * Stabbed Him in His Sleep: played from the MP hand by the scout (playMpCard taps the character named to play it, which this card does
 * not ask for, so he is untapped again and the card is held with him, no marshalling points) at an already tapped Border-hold or
 * Free-hold, his company covert. He alone faces the attack (its one strike is his: `Attack.multi.target`, as an attack "against the same
 * character"), of the race of the site's first automatic-attack. After it, if he is not untapped the card is discarded; otherwise he may
 * tap to place it in his player's marshalling point pile (an ability, before his company's site phase ends; else it is discarded).
 */
import { companyOfChar, eventsIn, isOvert, removeFrom, startCombat, statusOf, toDiscard, type CardDef, type Ctx, type GameState } from '../cardApi';
import { TAPPED_SITE, firstAutoAttackRace } from '../vocab/prisoners';

const name = 'Stabbed Him in His Sleep';

/** The scouts facing (`attack`) or having survived untapped (`choose`) this card's attack this turn. */
function stabs(s: GameState): { inst: number; scout: number; companyId: string; stage: 'attack' | 'choose' }[] {
  const turn = s.turn as GameState['turn'] & { stabs?: { inst: number; scout: number; companyId: string; stage: 'attack' | 'choose' }[] };
  return (turn.stabs ??= []);
}

/** "The scout faces an attack (attack type as first automatic-attack at site — 1 strike with 8 prowess)". */
function start(s: GameState, inst: number, scout: number, ctx: Ctx): void {
  const co = companyOfChar(s, scout);
  if (!co) return;
  stabs(s).push({ inst, scout, companyId: co.id, stage: 'attack' });
  const race = firstAutoAttackRace(s, co.id);
  startCombat(
    s,
    { source: 'creature', label: `${name}: ${race}`, creature: null, strikes: 1, prowess: 8, body: null, attackerChooses: false, attackers: [], attackerSeat: s.turn.firstHazard, defenderSeat: co.owner, companyId: co.id, attackerCompanyId: null, killMp: 0, multi: { left: 0, strikes: 1, defeated: true, sameTarget: true, target: scout, cancels: 0 } },
    [],
    ctx,
  );
}

function drop(s: GameState, inst: number, ctx: Ctx): void {
  for (const ch of Object.values(s.chars)) removeFrom(ch.hazards, inst);
  toDiscard(s, inst, ctx);
}

const def: CardDef = {
  name,
  alignment: ['Minion'],
  text: 'Playable during the site phase on an untapped scout in a covert company at an already tapped Border-hold [{B}] or Free-hold [{F}]. The scout faces an attack (attack type as first automatic-attack at site — 1 strike with 8 prowess). If the scout is not untapped after the attack, discard this card. Otherwise, the scout may tap and place this card in his player’s  marshalling point pile.',
  play: {
    side: 'resource',
    windows: ['site'],
    target: { kind: 'character', side: 'company' },
    // The character named to play it from the MP hand is the target: playMpCard reads the requirements of the play.
    requires: [
      { is: 'skill', skill: 'Scout' },
      { is: 'entered' },
      { is: 'siteType', types: ['B', 'F'] },
      TAPPED_SITE,
      { is: 'custom', label: 'a covert company', test: (q) => q.companyId !== null && !isOvert(q.s, q.companyId) },
    ],
  },
  abilities: [
    {
      label: 'tap the scout: place this card in your marshalling point pile',
      windows: ['site'],
      requires: [{ is: 'custom', label: 'the scout is untapped after the attack', test: (q) => stabs(q.s).some((x) => x.inst === q.inst && x.stage === 'choose') }],
      costs: ['tapBearer'],
      effects: [
        {
          do: 'custom',
          label: 'placed in the marshalling point pile',
          run: (q) => {
            stabs(q.s).splice(stabs(q.s).findIndex((x) => x.inst === q.inst), 1);
            for (const ch of Object.values(q.s.chars)) removeFrom(ch.hazards, q.inst);
            q.s.players[q.seat]?.mpPile.push(q.inst);
          },
        },
      ],
      botUse: true,
    },
  ],
  static: [
    {
      on: 'afterAction',
      run: (s, events, ctx, self) => {
        const played = eventsIn(events, 'playMpCard').find((e) => e.card === s.cardOf[self.inst] && e.success !== false);
        const owner = s.players.find((p) => p.playArea.includes(self.inst));
        if (played && owner && self.bearer === null && s.chars[played.character]) {
          removeFrom(owner.playArea, self.inst);
          s.chars[played.character]?.hazards.push(self.inst);
          delete s.status[played.character];
          start(s, self.inst, played.character, ctx);
        }
        for (const x of [...stabs(s)]) {
          if (x.inst !== self.inst) continue;
          const kept = Object.values(s.chars).some((ch) => ch.hazards.includes(x.inst));
          if (x.stage === 'attack' && kept && s.stack.some((st) => st.kind === 'combat')) continue;
          const fails = !kept || (x.stage === 'attack' ? statusOf(s, x.scout) !== 'untapped' : !s.stack.some((st) => st.kind === 'siteCompany' && st.companyId === x.companyId));
          if (!fails) {
            x.stage = 'choose';
            continue;
          }
          stabs(s).splice(stabs(s).indexOf(x), 1);
          if (kept) {
            drop(s, x.inst, ctx);
            ctx.events.push({ type: 'effect', effect: 'custom', label: `${name} is discarded`, card: s.cardOf[x.inst] });
          }
        }
      },
    },
  ],
};
export default def;
