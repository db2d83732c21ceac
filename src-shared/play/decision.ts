/** What is being decided now and by whom, and the legal actions grouped for the decision panel. */
import { actor, type GameView } from '../engine';
import type { Action, GameState, Step } from '../engine/types';
import { describeAction } from './describe';
import { attackName, cardName, companyName, pathText, plural, seatName, siteName, type DescribeContext } from './names';

export interface ActionChoice {
  action: Action;
  label: string;
  hint?: string;
}

export interface ActionGroup {
  key: string;
  title: string;
  choices: ActionChoice[];
}

/** Rivendell or Minas Morgul, as the deciding seat's alignment has it. */
function ringSiteName(ctx: DescribeContext, seat: number): string {
  const align = ctx.view.players[seat]?.alignment ?? 'wizard';
  const id = ctx.view.catalog.ringSite[align];
  return id ? siteName(ctx, id) : align === 'wizard' ? 'Rivendell' : 'Minas Morgul';
}

function stepText(ctx: DescribeContext, step: Step, seat: number): { what: string; detail: string } | null {
  const v = ctx.view;
  switch (step.kind) {
    case 'draftAvatar':
      return { what: 'draft an avatar', detail: 'Each avatar can be drafted once; it comes into play later, at its home site or the Haven.' };
    case 'startingCompany':
      return { what: 'choose the starting company (mind 20 max)', detail: 'Up to 5 of the dealt characters with at most 20 mind; the rest go back to the Character deck.' };
    case 'draftMinor':
      return { what: `draft a minor item (round ${step.round + 1} of 2)`, detail: 'Two minor items each, one copy of an item per player.' };
    case 'selectRingwraith':
      return { what: 'select your Ringwraith', detail: 'The highest roll selects first, then counterclockwise; the player who selects last moves first.' };
    case 'ringwraithFollower':
      return step.idx < step.uvathaFrom
        ? { what: 'take a Ringwraith follower (or decline)', detail: 'The Witch-king, then Khamûl, then the Witch-king again; each follower costs one card of the Play hand.' }
        : { what: 'claim Ûvatha as a Ringwraith follower (or decline)', detail: 'Ûvatha, if still available, may be claimed by any other player; he costs one card of the Play hand.' };
    case 'darkCompany':
      return { what: 'form your starting company (6 characters, 20 mind max)', detail: 'From your pool of dealt characters; your Ringwraith and his followers start in play at a Darkhaven.' };
    case 'darkItems':
      return { what: `pick a starting minor item (${step.picks + 1} of 2)`, detail: 'Whispers of Rings and Orders from Lugbúrz may be taken instead of a minor item; they go into play unattached.' };
    case 'startingSite':
      return { what: 'choose the starting site', detail: `A home site sends the characters whose home it is there; ${ringSiteName(ctx, seat)} keeps the rest and ends the choice.` };
    case 'organization':
      return { what: 'organization phase', detail: 'Play a character or the avatar, organize companies and influence, transfer or store items, declare movement.' };
    case 'longEvent':
      return { what: 'long-event phase', detail: 'Play resource long-events, then end the phase.' };
    case 'mhSelect':
      return { what: 'choose the next company for its movement/hazard phase', detail: 'Each company has its own movement/hazard phase.' };
    case 'mhHazards':
      return {
        what: `play hazards against ${companyName(ctx, step.companyId)} (hazard limit ${step.limit}, ${step.played} played)`,
        detail: 'Creatures keyed to the site path or site, hazard events; passing hands hazard play on and lowers the limit by one.',
      };
    case 'siteSelect':
      return { what: 'site phase: choose a company to enter its site', detail: 'Entering faces the automatic-attacks; then one MP card may be played there.' };
    case 'siteCompany': {
      const co = v.companies.find((c) => c.id === step.companyId);
      const where = co ? siteName(ctx, co.site) : 'the site';
      return step.stage === 'play'
        ? { what: `at ${where}: play an MP card or make an influence attempt`, detail: `${companyName(ctx, step.companyId)} has entered ${where}. An untapped character taps to play the card.` }
        : { what: `at ${where}: take a face-up minor item`, detail: 'Another untapped character may tap for one of the face-up minor items.' };
    }
    case 'endTurn':
      return step.stage === 'active'
        ? { what: 'end of turn: discard a card or end the turn', detail: 'One optional discard, then both hands go back to 8.' }
        : { what: 'end of turn: the first hazard player\'s optional discard', detail: 'One optional discard, then both hands go back to 8.' };
    case 'chain':
      return step.entries.length > 0
        ? { what: `respond to ${step.entries.map((e) => cardName(ctx, e.inst)).join(', then ')} or pass`, detail: 'A chain of effects resolves last declared first once every player has passed in a row.' }
        : step.pending
          ? { what: `${cardName(ctx, step.pending.inst)} is about to make a corruption check (${step.pending.why}): play a card for it or pass`, detail: 'The check is rolled once every player has passed.' }
          : step.body
            ? { what: `${cardName(ctx, step.body.target)} is wounded: play a card that affects his body check or pass`, detail: 'Only actions that affect the body check may be declared now; it is rolled once every player has passed.' }
            : { what: 'play a card in this window or pass', detail: `Timing window: ${step.window}.` };
    case 'combat': {
      const a = step.attack;
      const name = attackName(ctx, a.label);
      const figures = a.source === 'company' ? '' : ` (prowess ${a.prowess}${a.body === null ? '' : `, body ${a.body}`})`;
      if (step.stage === 'defenderAssign' || step.stage === 'attackerAssign')
        return {
          what: `assign strike ${step.slots.length + 1} of ${a.strikes} of ${name}${figures}`,
          detail: step.stage === 'defenderAssign' ? 'The defender assigns strikes to untapped characters first.' : 'The attacker assigns the remaining strikes.',
        };
      if (step.stage === 'excess') return { what: `allocate ${plural(step.excessLeft, 'excess strike')} of ${name} as -1 prowess`, detail: 'Each excess strike gives -1 to a character facing a strike.' };
      const left = step.slots.filter((x) => !x.resolved).map((x) => cardName(ctx, x.target));
      return { what: `resolve the strikes of ${name}${figures}`, detail: `Still to roll: ${left.join(', ') || 'none'}. An untapped character may take -3 to stay untapped.` };
    }
    case 'discardExcess':
      return { what: 'discard down to 8 cards', detail: 'The Play hand holds at most 8 cards.' };
    case 'mhDraws':
      return { what: `draw up to ${plural(step.max, 'card')} for ${companyName(ctx, step.companyId)}'s movement`, detail: 'The hazard player may draw up to one card per region moved through, at least one.' };
    case 'ringChoice':
      return { what: 'choose a ring for the tested gold ring', detail: 'Dark Arda: "He or she may exchange the tested ring for any one of the revealed cards that matches the roll" (or a ring saved under Whispers of Rings).' };
    case 'ringDraw':
      return {
        what: `draw up to ${plural(step.max, 'ring')} for Whispers of Rings, or the Treasure hand as normal`,
        detail: 'Dark Arda: "The player can then choose to draw from the Ring Deck when they would normally draw from the Marshalling Points Deck and place the ring or rings drawn under the Whisper card. That player does not refill his or her Treasure Hand to five cards until after his or her next turn."',
      };
    case 'keepItem':
      return {
        what: `${step.why}: ${cardName(ctx, step.inst)} returns to the Character deck — choose the one item kept in his company, or none`,
        detail: `"Any one item held by the removed character may automatically be transferred to another character in his company (all other non-follower cards he controls are discarded)." In Arda characters come from the Character deck and the face-up roving characters, so he goes back there.`,
      };
    case 'handAutoAttack':
      return {
        what: `play a creature from your hand as ${step.siteName}'s automatic-attack, or none`,
        detail: 'The site lets its opponent play one creature from his hand as its automatic-attack (coe-rules 2.V.ii.4: it does not count as playing a creature); defeated, it is discarded.',
      };
    case 'waitTurn':
      return { what: 'turn over: waiting for the other active players', detail: 'Simultaneous turns start and end together: the next turn begins once every active player has ended his.' };
    case 'councilChecks':
      return { what: 'the final corruption checks', detail: 'Each character makes a corruption check in turn; the game ends after the last one.' };
    case 'gameOver':
      return null;
  }
}

/** What is being decided now and by whom, from the top step; null when the game is over. */
export function describeDecision(view: GameView): { seat: number; title: string; detail: string } | null {
  const step = view.stack[view.stack.length - 1];
  const seat = actor(view as unknown as GameState);
  if (!step || seat < 0) return null;
  const ctx: DescribeContext = { view };
  const text = stepText(ctx, step, seat);
  if (!text) return null;
  return { seat, title: `${seatName(ctx, seat)}: ${text.what}`, detail: text.detail };
}

/** Group keys in the panel's order; per-company movement groups come where 'move' stands. */
const GROUP_ORDER = ['setup', 'cards', 'combat', 'hazards', 'characters', 'move', 'companies', 'items', 'events', 'communal', 'movement', 'site', 'influence', 'discard', 'council', 'trade', 'manual', 'end'] as const;
type GroupKind = (typeof GROUP_ORDER)[number];

const TITLES: Record<GroupKind, string> = {
  setup: 'Setup',
  cards: 'Cards',
  combat: 'Combat',
  hazards: 'Hazards',
  characters: 'Play characters',
  move: 'Move',
  companies: 'Companies and influence',
  items: 'Items',
  events: 'Resource events',
  communal: 'Communal discard',
  movement: 'Movement/hazard phase',
  site: 'Site phase',
  influence: 'Influence',
  discard: 'Discard',
  council: 'The Council',
  trade: 'Trade (non-active players, one card for one)',
  manual: 'Manual adjustments',
  end: 'End the phase / pass',
};

function kindOf(action: Action): GroupKind {
  switch (action.type) {
    case 'draftAvatar':
    case 'chooseStartingCompany':
    case 'draftMinor':
    case 'chooseStartingSite':
    case 'selectRingwraith':
    case 'takeRingwraithFollower':
    case 'formDarkCompany':
    case 'draftStartingItem':
      return 'setup';
    case 'assignStrike':
    case 'allocateExcess':
    case 'resolveStrike':
      return 'combat';
    case 'playCreature':
    case 'playHazardEvent':
      return 'hazards';
    case 'playCard':
    case 'useCard':
    case 'passChain':
      return 'cards';
    case 'playCharacter':
    case 'playAvatar':
      return 'characters';
    case 'declareMovement':
    case 'cancelMovement':
      return 'move';
    case 'setController':
    case 'splitCompany':
    case 'joinCompany':
      return 'companies';
    case 'transferItem':
    case 'storeItem':
    case 'testRing':
    case 'destroyOneRing':
      return 'items';
    case 'removeHazard':
      return 'characters';
    case 'playResourceEvent':
    case 'playProneToViolence':
    case 'saveRing':
    case 'drawRings':
      return 'events';
    case 'chooseRing':
    case 'keepItem':
      return 'items';
    case 'playAutoCreature':
      return 'hazards';
    case 'assumeMode':
      return 'companies';
    case 'discardCommunal':
      return 'communal';
    case 'startCompanyMH':
    case 'movementDraws':
      return 'movement';
    case 'offerTrade':
    case 'answerTrade':
    case 'withdrawTrade':
      return 'trade';
    case 'enterSite':
    case 'attackCompany':
    case 'playMpCard':
    case 'playMinorItem':
    case 'leaveSite':
      return 'site';
    case 'influenceAttempt':
      return 'influence';
    case 'discard':
      return 'discard';
    case 'callCouncil':
      return 'council';
    case 'manual':
      return 'manual';
    case 'endPhase':
    case 'passHazards':
      return 'end';
    default:
      // An action type this panel has no words for yet (new setup decisions): shown under Setup, described generically.
      return 'setup';
  }
}

function choiceFor(ctx: DescribeContext, seat: number, action: Action): ActionChoice {
  if (action.type === 'declareMovement') return { action, label: siteName(ctx, action.site), hint: pathText(ctx, action.regions) };
  return { action, label: describeAction(ctx, seat, action) };
}

/**
 * Groups for the decision panel: every given action in exactly one group, groups in a fixed
 * order (movement one group per company, in the view's company order), actions in their given order.
 */
export function groupActions(view: GameView, seat: number, actions: Action[]): ActionGroup[] {
  const ctx: DescribeContext = { view };
  const groups = new Map<string, ActionGroup>();
  const rank = new Map<string, number>();
  const companyRank = (id: string) => {
    const i = view.companies.findIndex((c) => c.id === id);
    return i < 0 ? view.companies.length : i;
  };
  for (const action of actions) {
    const kind = kindOf(action);
    const companyId = action.type === 'declareMovement' || action.type === 'cancelMovement' ? action.companyId : null;
    const key = companyId === null ? kind : `move:${companyId}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, title: companyId === null ? TITLES[kind] : `Move ${companyName(ctx, companyId)}`, choices: [] };
      groups.set(key, group);
      rank.set(key, GROUP_ORDER.indexOf(kind) * 1000 + (companyId === null ? 0 : companyRank(companyId)));
    }
    group.choices.push(choiceFor(ctx, seat, action));
  }
  return [...groups.values()].sort((a, b) => (rank.get(a.key) ?? 0) - (rank.get(b.key) ?? 0) || a.key.localeCompare(b.key));
}
