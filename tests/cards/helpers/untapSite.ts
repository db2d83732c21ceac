/** Minor items discarded to untap the bearer's company's site (Records Unread, Secret Book), in scenarios. */
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

/**
 * A Ringwraith player's company of `names`: discarding `card` untaps `yes` (tapped) so the company may enter it again, not while
 * untapped; not at a tapped `no`; a second copy is refused in the company ("Cannot be duplicated in a given company"); the card
 * is left out of the starting minor item draft ("Cannot be included with a starting company").
 */
export function untapSiteScenarios(card: string, names: [string, string], yes: string, no: string): Scenario[] {
  return [
    {
      title: `discarded to untap ${yes} in the site phase: the company may enter it again; not at an untapped site`,
      run: (k0) => {
        const k = minionKit(k0);
        const { id, chars } = k.company(0, names, yes);
        const inst = k.item(chars[0] as number, card);
        k.phase('site');
        k.expect(!k.canUse(0, inst, 0), 'the site is untapped');
        k.companyById(id).siteTapped = true;
        k.expect(!k.legal(0).some((a) => a.type === 'enterSite' && a.companyId === id), 'a tapped site cannot be entered');
        k.use(0, inst, 0);
        k.equal(k.companyById(id).siteTapped, false, `${yes} is untapped`);
        k.equal(k.where(inst), 'discard', `${card} is discarded`);
        k.expect(k.legal(0).some((a) => a.type === 'enterSite' && a.companyId === id), `the company may enter ${yes}`);
      },
    },
    {
      title: `not at a tapped ${no}; not duplicated in a company; left out of the starting minor item draft`,
      run: (k0) => {
        const k = minionKit(k0);
        const { id, chars } = k.company(0, names, no);
        const [first, second] = chars as [number, number];
        const inst = k.item(first, card);
        k.phase('site');
        k.companyById(id).siteTapped = true;
        k.expect(!k.canUse(0, inst, 0), `not at ${no}`);
        const copy = k.spawn(card, 0);
        k.s.sets.ringwraith?.faceUp.minor.push(copy);
        k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'minor' }];
        k.equal(k.refused(0, { type: 'playMinorItem', inst: copy, character: second }).code, 'REQUIREMENTS', `a second ${card} in the company`);
        const draft = minionKit(k0);
        draft.company(0, [names[0]], 'Minas Morgul');
        const [it, other] = [draft.spawn(card, 0), draft.spawn('Old Treasure', 0)];
        draft.s.sets.ringwraith?.decks.minor.push(it, other);
        draft.s.stack = [{ kind: 'draftMinor', order: [0], idx: 0, round: 0 }];
        draft.expect(draft.legal(0).some((a) => a.type === 'draftMinor' && a.inst === other), 'Old Treasure may be drafted');
        draft.expect(!draft.legal(0).some((a) => a.type === 'draftMinor' && a.inst === it), `${card} may not`);
      },
    },
  ];
}
