import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const scenarios: Scenario[] = [
  {
    title: 'discarded to untap Moria (Shadow-hold) in the site phase: the company may enter it again; not at an untapped site',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Jûoma', 'Hador'], 'Moria');
      const card = k.item(chars[0] as number, 'Records Unread');
      k.phase('site');
      k.expect(!k.canUse(0, card, 0), 'the site is untapped');
      k.companyById(id).siteTapped = true;
      k.expect(!k.legal(0).some((a) => a.type === 'enterSite' && a.companyId === id), 'a tapped site cannot be entered');
      k.use(0, card, 0);
      k.equal(k.companyById(id).siteTapped, false, 'Moria is untapped');
      k.equal(k.where(card), 'discard', 'Records Unread is discarded');
      k.expect(k.legal(0).some((a) => a.type === 'enterSite' && a.companyId === id), 'the company may enter Moria');
    },
  },
  {
    title: 'not at a tapped Free-hold (Rivendell); not duplicated in a company; left out of the starting minor item draft',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Jûoma', 'Hador'], 'Rivendell');
      const [juoma, hador] = chars as [number, number];
      const card = k.item(juoma, 'Records Unread');
      k.phase('site');
      k.companyById(id).siteTapped = true;
      k.expect(!k.canUse(0, card, 0), 'not a Shadow-hold');
      const zones = k.s.sets.ringwraith;
      const second = k.spawn('Records Unread', 0);
      zones?.faceUp.minor.push(second);
      k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'minor' }];
      k.equal(k.refused(0, { type: 'playMinorItem', inst: second, character: hador }).code, 'REQUIREMENTS', 'a second Records Unread in the company');
      const draft = minionKit(k0);
      draft.company(0, ['Jûoma'], 'Minas Morgul');
      const [records, other] = [draft.spawn('Records Unread', 0), draft.spawn('Old Treasure', 0)];
      draft.s.sets.ringwraith?.decks.minor.push(records, other);
      draft.s.stack = [{ kind: 'draftMinor', order: [0], idx: 0, round: 0 }];
      draft.expect(draft.legal(0).some((a) => a.type === 'draftMinor' && a.inst === other), 'Old Treasure may be drafted');
      draft.expect(!draft.legal(0).some((a) => a.type === 'draftMinor' && a.inst === records), 'Records Unread may not');
    },
  },
];
export default scenarios;
