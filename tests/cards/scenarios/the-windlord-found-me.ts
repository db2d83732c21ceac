import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { assignEach, atSite, resolveStrike } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { nextOwnTurn } from '../helpers/turns';

const name = 'The Windlord Found Me';

const scenarios: Scenario[] = [
  {
    title: 'at an untapped Moria: the site taps, an Orc attack (4 strikes, 9 prowess); Boromir II takes it and stays tapped; stored at Rivendell, Gandalf comes into play there',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Faramir', 'Boromir II'], 'Moria');
      const boromir = chars[4] as number;
      const gandalf = k.spawn('Gandalf', 0);
      const p = k.s.players[0];
      p?.avatar.push(gandalf);
      const card = k.mpHand(0, name);
      atSite(k, id);
      k.act(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
      k.passAll();
      k.equal(k.companyById(id).siteTapped, true, 'the site is tapped');
      const top = k.top();
      k.expect(top?.kind === 'combat' && top.attack.strikes === 4 && top.attack.prowess === 9, 'an Orc attack of 4 strikes with 9 prowess');
      assignEach(k, chars.slice(0, 4));
      for (const ch of chars.slice(0, 4)) resolveStrike(k, ch, [6, 6]);
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is over');
      k.use(0, card, 0, boromir);
      k.expect((k.s.chars[boromir]?.hazards ?? []).includes(card), 'under Boromir II');
      const other = k.company(0, ['Glorfindel II'], 'Goblin-gate');
      atSite(k, other.id);
      k.equal(k.refused(0, { type: 'playMpCard', inst: k.mpHand(0, name), character: other.chars[0] as number }).code, 'REQUIREMENTS', 'not duplicated by a given player');
      nextOwnTurn(k);
      k.equal(k.s.status[boromir], 'tapped', 'Boromir II does not untap');
      k.expect(!k.canUse(0, card, 1), 'not stored at Moria');
      k.companyById(id).site = k.siteId('Rivendell');
      k.use(0, card, 1);
      k.equal(k.where(card), 'mpPile', 'stored');
      k.equal(scoreSheet(k.s, 0).misc, 3, '3 marshalling points');
      k.equal(k.companyOf(gandalf)?.site, k.siteId('Rivendell'), 'Gandalf is in play at Rivendell');
      k.equal(p?.avatarInPlay, gandalf, 'the Wizard is in play');
      k.equal(k.s.turn.characterPlayed, false, 'not the character of the turn');
    },
  },
  {
    title: 'not at a tapped Moria, nor at an untapped Bree (Border-hold)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II'], 'Moria');
      const card = k.mpHand(0, name);
      atSite(k, id);
      k.companyById(id).siteTapped = true;
      k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
      const bree = k.company(0, ['Gimli'], 'Bree');
      atSite(k, bree.id);
      k.refused(0, { type: 'playMpCard', inst: card, character: bree.chars[0] as number });
    },
  },
];
export default scenarios;
