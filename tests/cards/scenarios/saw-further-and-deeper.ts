import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const name = 'Saw Further and Deeper';

/** Seat 0's organization phase: Aragorn II, Legolas and Balin (20 of 20 general influence) at Rivendell, Radagast still to come into play, Faramir (mind 5) face up. */
function waiting(k: ScenarioKit) {
  k.company(0, ['Aragorn II', 'Legolas', 'Balin'], 'Rivendell');
  const radagast = k.spawn('Radagast', 0);
  (k.s.players[0] as { avatar: number[] }).avatar = [radagast];
  const faramir = k.spawn('Faramir', 0);
  k.s.sets.wizard?.faceUp.character.push(faramir);
  k.phase('organization');
  const faramirFits = () => k.legal(0).some((a) => a.type === 'playCharacter' && a.inst === faramir && a.controller === null);
  const avatarAt = (site: string) => k.legal(0).some((a) => a.type === 'playAvatar' && a.site === k.siteId(site));
  return { radagast, faramirFits, avatarAt };
}

const scenarios: Scenario[] = [
  {
    title: '"Your general influence is increased by 5" (Faramir, mind 5, fits beside 20 used); "Your Wizard may only be brought into play at his home site" (Rhosgobel, not Rivendell)',
    run: (k) => {
      const { faramirFits, avatarAt } = waiting(k);
      k.expect(!faramirFits(), 'without it 20 + 5 is over 20');
      k.expect(avatarAt('Rivendell'), 'without it Radagast may come into play at Rivendell');
      const card = k.hand(0, name);
      k.play(0, card);
      k.equal(k.where(card), 'playArea', name);
      k.expect(faramirFits(), 'Faramir fits in 25');
      k.expect(!avatarAt('Rivendell'), 'not at Rivendell');
      k.equal(k.refused(0, { type: 'playAvatar', site: k.siteId('Rivendell') }).code, 'HOME_SITE', 'Radagast at Rivendell');
      k.expect(avatarAt('Rhosgobel'), 'at Rhosgobel, his home site');
    },
  },
  {
    title: '"Discard when you bring your Wizard into play": Radagast comes into play at Rhosgobel and the card is discarded',
    run: (k) => {
      const { radagast } = waiting(k);
      const card = k.hand(0, name);
      k.play(0, card);
      k.act(0, { type: 'playAvatar', site: k.siteId('Rhosgobel') });
      k.equal(k.s.players[0]?.avatarInPlay, radagast, 'Radagast in play');
      k.equal(k.where(card), 'discard', name);
    },
  },
  {
    title: '"Playable only if your Wizard is not revealed": not once Radagast is in play; "Cannot be duplicated by a given player"',
    run: (k) => {
      waiting(k);
      k.play(0, k.hand(0, name));
      k.expect(!k.canPlay(0, k.hand(0, name)), 'a second copy');
      (k.s.players[0] as { avatar: number[] }).avatar = [];
      k.s.players[0]!.playArea = [];
      k.expect(!k.canPlay(0, k.hand(0, name)), 'Radagast is no longer waiting');
    },
  },
];
export default scenarios;
