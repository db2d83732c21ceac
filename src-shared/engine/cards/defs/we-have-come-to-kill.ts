import { characterAt } from '../vocab/characterAt';

// Arda Revised: "play one character (at home site or any Haven)" from the face-up roving characters; the card adds its site for one
// more, beyond that one. "but not Ringwraiths": they come from the Avatar deck (playAvatar), which the card does not open.
export default characterAt(
  'We Have Come to Kill',
  'A character may be brought into play under general or direct influence (if you have enough unused) at any Shadow-hold [{S}], Ruins & Lairs [{R}], or Border-hold [{B}]. This does not count against the one character per turn limit. May be played on your turn during any phase the company is at a site. May be used to bring in Ringwraith followers or agents, but not Ringwraiths or Fallen-wizards.',
  { alignment: 'Minion', types: ['S', 'R', 'B'], direct: false, roving: ['Ostisen', 'Jerrek'] },
);
