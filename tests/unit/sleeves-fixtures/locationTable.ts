/**
 * The reviewed location table: for every MP-eligible card of the reference card database
 * (../shared/cards/cards.json), the rules the derivation must find (`kind:detail`, as
 * LocationRule prints them) and how many site cards of the card's side they admit — or
 * `none` with the reason it has no location. Card ids, names and short expectations only.
 *
 * Drafted by running the derivation, then reviewed card by card against the card texts.
 * Decisions taken in review:
 * - Items: the class from the subtype, narrowed by the item's own text (gold rings "at a
 *   Free-hold/Border-hold/Ruins & Lairs/Dragon's lair where gold rings are playable"; Sapling
 *   "not in a Shadow-hold or Dark-hold"); hoard items only where a hoard is (Dragon lairs,
 *   "Contains a hoard"); starred site limits (Palantíri only, Scroll of Isildur only, hero
 *   item only, weapon/armor/shield/helmet only) honoured. Special items by their text.
 * - Cards whose text sets no site (Mount Slain, Tribute Garnered, Align Palantír, …) get none,
 *   with the reason (no "any non-Haven site" fallback): a player sleeves them by hand.
 * - Returned Exiles and King under the Mountain ("where an at home Dragon manifestation was
 *   defeated") → Dragon's lairs. Faithless Steward ("at a Darkhaven … who has a Border-hold
 *   or Free-hold home site") → Darkhavens.
 * - Stage (Fallen-wizard) cards: Fallen-wizard, Hero and Minion sites; "your Wizardhavens"
 *   and "your protected Isengard" → Fallen-wizard sites. Guarded Haven wants a Wizardhaven
 *   other than the three printed ones: only one made by another card, so none.
 * - "Balrog specific" minion cards: Balrog and Minion sites (Breach the Hold names
 *   Balrog-only Under-deeps sites).
 * - Dual cards (Beasts of the Wood, Wild Hounds): Hero and Minion sites.
 * - "Any site in <region>" / "in a Wilderness": never an Under-deeps site. The card data files
 *   each Under-deeps site under the region of its surface site, but it lies beneath it: its
 *   own text gives "Adjacent Sites", not a region. So Blackbole (Mirkwood) loses The
 *   Sulfur-deeps, Noble Steed and Wild Horses (Rohan…) The Pûkel-deeps, and the Wilderness
 *   cards the Under-deeps filed in Wilderness regions.
 */
export type LocationExpectation = { rules: string[]; sites: number } | { none: string };

export const LOCATION_TABLE: Record<string, LocationExpectation> = {
  'AS-50': { none: 'the text sets no site' }, // Mount Slain
  'AS-51': { rules: ["site-type:Free-hold or Border-hold"], sites: 32 }, // No Strangers at this Time
  'AS-57': { rules: ["site-type:Shadow-hold"], sites: 11 }, // Tower Raided
  'AS-58': { rules: ["named-site:Carn Dûm"], sites: 1 }, // Angmarim
  'AS-59': { rules: ["named-site:Southron Oasis"], sites: 1 }, // Haradrim
  'AS-60': { rules: ["named-site:Easterling Camp"], sites: 1 }, // Wain-easterlings
  'AS-61': { rules: ["named-site:The Worthy Hills"], sites: 1 }, // Petty-dwarves
  'AS-62': { rules: ["named-site:Carn Dûm"], sites: 1 }, // Angmarim
  'AS-63': { rules: ["named-site:Southron Oasis"], sites: 1 }, // Haradrim
  'AS-64': { rules: ["named-site:Nûrniag Camp"], sites: 1 }, // Nûrniags
  'AS-65': { rules: ["named-site:The Worthy Hills"], sites: 1 }, // Petty-dwarves
  'AS-66': { rules: ["named-site:Easterling Camp"], sites: 1 }, // Wain-easterlings
  'AS-67': { rules: ["named-site:The Worthy Hills"], sites: 1 }, // Woses of the Eryn Vorn
  'AS-68': { rules: ["item-class:major"], sites: 48 }, // Bow of the Galadhrim
  'AS-69': { rules: ["named-site:Barad-dûr"], sites: 1 }, // The Ithil-stone
  'AS-71': { rules: ["named-site:The Under-gates"], sites: 1 }, // The Balrog
  'AS-73': { rules: ["named-site:Barad-dûr"], sites: 1 }, // Creature of an Older World
  'AS-74': { rules: ["site-type:Shadow-hold"], sites: 11 }, // Great Bats
  'AS-75': { rules: ["named-site:Goblin-gate"], sites: 1 }, // Great Lord of Goblin-gate
  'AS-76': { rules: ["site-type:Ruins & Lairs (non-Under-deeps)"], sites: 34 }, // Regiment of Black Crows
  'AS-83': { rules: ["haven:Haven"], sites: 4 }, // Faithless Steward
  'AS-103': { none: 'the text sets no site' }, // Treason the Greatest Foe
  'AS-104': { none: 'the text sets no site' }, // Tribute Garnered
  'AS-107': { none: 'the text sets no site' }, // Use Your Legs
  'AS-111': { rules: ["named-site:Nûrniag Camp"], sites: 1 }, // Asdriags
  'AS-112': { rules: ["named-site:Ovir Hollow"], sites: 1 }, // Bairanax Roused
  'AS-113': { rules: ["named-site:Gobel Mírlond"], sites: 1 }, // Black Númenóreans
  'AS-114': { rules: ["named-site:Raider-hold"], sites: 1 }, // Corsairs of Rhûn
  'AS-115': { rules: ["named-site:Dancing Spire"], sites: 1 }, // Daelomin Roused
  'AS-116': { rules: ["named-site:Isle of the Ulond"], sites: 1 }, // Eärcaraxë Roused
  'AS-117': { rules: ["named-site:Gold Hill"], sites: 1 }, // Itangast Roused
  'AS-118': { rules: ["named-site:Irerock"], sites: 1 }, // Leucaruth Roused
  'AS-119': { rules: ["named-site:Minas Morgul"], sites: 1 }, // Morgul-orcs
  'AS-120': { rules: ["named-site:Variag Camp"], sites: 1 }, // Nûriags
  'AS-121': { rules: ["named-site:Dol Guldur"], sites: 1 }, // Orcs of Dol Guldur
  'AS-122': { rules: ["site-type:Shadow-hold (Under-deeps)"], sites: 2 }, // Ancient Black Axe
  'AS-126': { rules: ["named-site:Barad-dûr"], sites: 1 }, // Helm of Fear
  'AS-127': { rules: ["site-type:Ruins & Lairs or Shadow-hold (Under-deeps)"], sites: 6 }, // Iron Shield of Old
  'AS-128': { rules: ["named-site:The Lonely Mountain"], sites: 1 }, // Necklace of Girion
  'AS-132': { rules: ["item-class:greater (with a hoard)"], sites: 5 }, // Thong of Fire
  'AS-136': { rules: ["item-class:major (with a hoard)"], sites: 10 }, // Usriev of Treachery
  'BA-33': { rules: ["site-type:Free-hold (except Bag End)"], sites: 11 }, // To Fealty Sworn
  'BA-35': { rules: ["text:any site (Under-deeps; with a troll automatic-attack)"], sites: 4 }, // Cave Troll
  'BA-38': { none: 'the text sets no site' }, // Great Army of the North
  'BA-40': { none: 'the text sets no site' }, // Long Grievous Siege
  'BA-45': { rules: ["named-site:Remains of Thangorodrim or The Under-galleries or The Under-courts"], sites: 5 }, // Evil Things Lingering
  'BA-46': { rules: ["text:any site (Under-deeps; non-Haven)"], sites: 24 }, // Great Troll
  'BA-47': { rules: ["text:any site (Under-deeps; non-Haven)"], sites: 24 }, // Nasty Slimy Thing
  'BA-50': { rules: ["named-site:The Drowning-deeps or The Rusted-deeps"], sites: 2 }, // Breach the Hold
  'BA-52': { none: 'the text sets no site' }, // Challenge the Power
  'BA-56': { rules: ["named-site:The Under-galleries or The Under-courts"], sites: 4 }, // Descent through Fire
  'BA-57': { rules: ["text:any site (non-Under-deeps)"], sites: 94 }, // Eddy in Fate's Tide
  'BA-64': { rules: ["named-site:Blue Mountain Dwarf-hold or Iron Hill Dwarf-hold"], sites: 2 }, // Invade Their Domain
  'BA-65': { none: 'the text sets no site' }, // Lord and Usurper
  'BA-66': { rules: ["text:any site (where Information is playable)"], sites: 28 }, // Maker's Map
  'BA-67': { none: 'the text sets no site' }, // Memories of Old Torture
  'BA-72': { rules: ["site-type:Free-hold or Border-hold"], sites: 36 }, // People Diminished
  'BA-74': { rules: ["site-type:Ruins & Lairs (Under-deeps)"], sites: 13 }, // Roots of the Earth
  'BA-77': { rules: ["site-type:Border-hold or Shadow-hold (non-Under-deeps)"], sites: 29 }, // Tempest of Fire
  'BA-80': { rules: ["site-type:Ruins & Lairs or Shadow-hold or Dark-hold (non-Under-deeps; non-Dragon's lair)"], sites: 44 }, // A Few Recruits
  'BA-81': { rules: ["text:any site (Under-deeps; non-Haven)"], sites: 24 }, // Stabbing Tongue of Fire
  'BA-82': { rules: ["text:any site (Under-deeps; non-Haven)"], sites: 24 }, // Whip of Many Thongs
  'DM-116': { none: 'the text sets no site' }, // Armory
  'DM-119': { rules: ["site-type:Ruins & Lairs"], sites: 39 }, // Barrow-blade
  'DM-120': { rules: ["named-site:Minas Tirith"], sites: 1 }, // Choice of Lúthien
  'DM-123': { none: 'the text sets no site' }, // Dark Numbers
  'DM-128': { rules: ["named-site:Minas Tirith"], sites: 1 }, // Fate of the Ithil-stone
  'DM-146': { rules: ["text:any site (where gold ring items are playable)"], sites: 18 }, // Into the Smoking Cone
  'DM-147': { rules: ["site-type:Shadow-hold or Dark-hold"], sites: 22 }, // Knowledge of the Enemy
  'DM-148': { rules: ["named-site:Bag End"], sites: 1 }, // Mallorn
  'DM-154': { none: 'the text sets no site' }, // Pass the Doors of Dol Guldur
  'DM-161': { rules: ["text:any site (Under-deeps)"], sites: 10 }, // To the Uttermost Foundations
  'DM-162': { rules: ["text:any site (Under-deeps)"], sites: 10 }, // Vein of Arda
  'DM-163': { rules: ["text:any site (where Information is playable)"], sites: 10 }, // When You Know More
  'DM-164': { rules: ["named-site:Isengard", "site-type:Shadow-hold or Dark-hold"], sites: 23 }, // The Windlord Found Me
  'DM-166': { rules: ["site-type:Shadow-hold or Dark-hold (Under-deeps)"], sites: 6 }, // Aiglos
  'DM-167': { rules: ["site-type:Shadow-hold or Dark-hold (Under-deeps)"], sites: 6 }, // Dragon-helm
  'DM-168': { rules: ["text:any site (Under-deeps)"], sites: 10 }, // Dwarven Light-stone
  'DM-170': { rules: ["named-site:The Gem-deeps"], sites: 1 }, // Gems of Arda
  'DM-173': { rules: ["named-site:The Under-gates"], sites: 1 }, // Mithril
  'DM-174': { rules: ["named-site:The Lonely Mountain"], sites: 1 }, // Necklace of Girion
  'DM-175': { rules: ["text:any site (Under-deeps)"], sites: 10 }, // Noldo-lantern
  'DM-176': { rules: ["haven:Haven"], sites: 4 }, // Phial of Galadriel
  'DM-177': { rules: ["named-site:Stone-circle"], sites: 1 }, // Lindion the Oronín
  'DM-178': { rules: ["named-site:Bag End or Bree"], sites: 2 }, // Mistress Lobelia
  'DM-179': { rules: ["site-type:Border-hold"], sites: 20 }, // Noble Hound
  'LE-152': { rules: ["region:any site (in Heart of Mirkwood or Southern Mirkwood or Western Mirkwood; except Dol Guldur)"], sites: 3 }, // Blackbole
  'LE-153': { rules: ["named-site:Shelob’s Lair"], sites: 1 }, // Last Child of Ungoliant
  'LE-154': { rules: ["named-site:Goblin-gate or Moria"], sites: 2 }, // Stinker
  'LE-155': { rules: ["site-type:Ruins & Lairs (with a troll automatic-attack)"], sites: 2 }, // “Two-headed” Troll
  'LE-156': { rules: ["site-type:Ruins & Lairs (with a wolf automatic-attack)"], sites: 5 }, // War-warg
  'LE-157': { rules: ["site-type:Ruins & Lairs (with a wolf automatic-attack)", "site-type:Shadow-hold (with a orc automatic-attack)"], sites: 12 }, // War-wolf
  'LE-158': { rules: ["site-type:Ruins & Lairs (with a wolf automatic-attack)"], sites: 5 }, // The Warg-king
  'LE-173': { rules: ["site-type:Border-hold"], sites: 20 }, // Burning Rick, Cot, and Tree
  'LE-201': { rules: ["named-site:Bag End"], sites: 1 }, // Kill All But NOT the Halflings
  'LE-207': { rules: ["site-type:Free-hold or Border-hold"], sites: 36 }, // The Names Among Them
  'LE-209': { rules: ["named-site:Bag End"], sites: 1 }, // News of the Shire
  'LE-211': { none: 'the text sets no site' }, // No News of Our Riding
  'LE-220': { none: 'the text sets no site' }, // Ready to His Will
  'LE-227': { rules: ["site-type:Free-hold"], sites: 16 }, // Seize Prisoners
  'LE-230': { rules: ["site-type:Free-hold"], sites: 16 }, // Smoke on the Wind
  'LE-234': { rules: ["site-type:Free-hold or Border-hold"], sites: 36 }, // Stabbed Him in His Sleep
  'LE-240': { rules: ["text:any site (where Information is playable)"], sites: 24 }, // That Ain't No Secret
  'LE-241': { rules: ["site-type:Free-hold or Border-hold (where Information is playable)"], sites: 13 }, // That's Been Heard Before Tonight
  'LE-246': { rules: ["site-type:Free-hold"], sites: 16 }, // To Satisfy the Questioner
  'LE-259': { rules: ["named-site:Caves of Ûlund"], sites: 1 }, // Agburanar Roused
  'LE-260': { rules: ["named-site:Raider-hold"], sites: 1 }, // Balchoth
  'LE-261': { rules: ["named-site:Beorn’s House"], sites: 1 }, // Beornings
  'LE-262': { rules: ["named-site:Cirith Gorgor or Barad-dûr"], sites: 2 }, // Black Trolls
  'LE-263': { rules: ["named-site:Dunnish Clan-hold"], sites: 1 }, // Dunlendings
  'LE-264': { rules: ["named-site:Easterling Camp"], sites: 1 }, // Easterlings
  'LE-265': { rules: ["named-site:Goblin-gate"], sites: 1 }, // Goblins of Goblin-gate
  'LE-266': { rules: ["named-site:Gondmaeglom"], sites: 1 }, // Grey Mountain Goblins
  'LE-267': { rules: ["named-site:Cirith Ungol or Barad-dûr"], sites: 2 }, // Half-trolls
  'LE-268': { rules: ["named-site:Ettenmoors"], sites: 1 }, // Hill Trolls
  'LE-269': { rules: ["named-site:Cameth Brin"], sites: 1 }, // Hillmen
  'LE-270': { rules: ["site-type:Ruins & Lairs (in Withered Heath or Forochel)"], sites: 5 }, // Ice-orcs
  'LE-271': { rules: ["named-site:Shrel-Kain"], sites: 1 }, // Men of Dorwinion
  'LE-272': { rules: ["named-site:Ettenmoors"], sites: 1 }, // Misty Mountain Wargs
  'LE-273': { rules: ["named-site:Nûrniag Camp"], sites: 1 }, // Nûrniags
  'LE-274': { rules: ["named-site:Mount Gram"], sites: 1 }, // Orcs of Angmar
  'LE-275': { rules: ["named-site:Barad-dûr"], sites: 1 }, // Orcs of Gorgoroth
  'LE-276': { rules: ["named-site:Mount Gundabad"], sites: 1 }, // Orcs of Gundabad
  'LE-277': { rules: ["named-site:Sarn Goriwing"], sites: 1 }, // Orcs of Mirkwood
  'LE-278': { rules: ["named-site:Moria"], sites: 1 }, // Orcs of Moria
  'LE-279': { rules: ["named-site:Cirith Gorgor"], sites: 1 }, // Orcs of the Ash Mountains
  'LE-280': { rules: ["named-site:Cirith Ungol"], sites: 1 }, // Orcs of the Ephel Dúath
  'LE-281': { rules: ["named-site:Barad-dûr"], sites: 1 }, // Orcs of the Red Eye
  'LE-282': { rules: ["named-site:Cirith Gorgor"], sites: 1 }, // Orcs of Udûn
  'LE-283': { rules: ["named-site:Gondmaeglom"], sites: 1 }, // Scatha Roused
  'LE-284': { rules: ["named-site:Zarak Dûm"], sites: 1 }, // Scorba Roused
  'LE-285': { rules: ["named-site:The Lonely Mountain"], sites: 1 }, // Smaug Roused
  'LE-286': { rules: ["site-type:Shadow-hold"], sites: 11 }, // Snaga-hai
  'LE-287': { rules: ["named-site:Southron Oasis"], sites: 1 }, // Southrons
  'LE-288': { rules: ["named-site:Ettenmoors"], sites: 1 }, // Stone Trolls
  'LE-289': { rules: ["named-site:Gobel Mírlond"], sites: 1 }, // Umbarean Corsairs
  'LE-290': { rules: ["named-site:Cirith Ungol"], sites: 1 }, // Ungol-orcs
  'LE-291': { rules: ["named-site:Cirith Gorgor or Cirith Ungol or Barad-dûr"], sites: 3 }, // Uruk-hai
  'LE-292': { rules: ["named-site:Variag Camp"], sites: 1 }, // Variags of Khand
  'LE-293': { rules: ["named-site:Lossadan Cairn"], sites: 1 }, // Wargs of the Forochel
  'LE-294': { rules: ["named-site:Stone-circle"], sites: 1 }, // White Mountain Wolves
  'LE-295': { rules: ["named-site:Woodmen-town"], sites: 1 }, // Woodmen
  'LE-296': { rules: ["named-site:The Worthy Hills"], sites: 1 }, // Woses of the Eryn Vorn
  'LE-297': { rules: ["named-site:Bag End (where gold ring items are playable)", "site-type:Ruins & Lairs (where gold ring items are playable)"], sites: 15 }, // A Little Gold Ring
  'LE-299': { rules: ["item-class:greater"], sites: 14 }, // Black Mace
  'LE-301': { rules: ["item-class:major"], sites: 50 }, // Black-mail Coat
  'LE-303': { rules: ["site-type:Free-hold (where gold ring items are playable)"], sites: 11 }, // Bright Gold Ring
  'LE-304': { rules: ["item-class:major"], sites: 50 }, // Broad-headed Spear
  'LE-311': { rules: ["site-type:Border-hold (where gold ring items are playable)"], sites: 5 }, // Gleaming Gold Ring
  'LE-312': { rules: ["named-site:Bag End (where gold ring items are playable)", "site-type:Ruins & Lairs (where gold ring items are playable)"], sites: 15 }, // Gold Ring that Sauron Fancies
  'LE-313': { rules: ["item-class:major"], sites: 50 }, // High Helm
  'LE-314': { rules: ["item-class:greater"], sites: 14 }, // The Iron Crown
  'LE-315': { rules: ["item-class:gold ring"], sites: 32 }, // The Least of Gold Rings
  'LE-325': { rules: ["item-class:greater"], sites: 14 }, // The Mithril-coat
  'LE-330': { rules: ["item-class:greater"], sites: 15 }, // Palantír of Amon Sûl
  'LE-331': { rules: ["item-class:greater"], sites: 15 }, // Palantír of Annúminas
  'LE-332': { rules: ["named-site:The White Towers"], sites: 1 }, // Palantír of Elostirion
  'LE-333': { rules: ["named-site:Minas Tirith"], sites: 1 }, // Palantír of Minas Tirith
  'LE-334': { rules: ["named-site:Isengard"], sites: 1 }, // Palantír of Orthanc
  'LE-335': { rules: ["item-class:greater"], sites: 15 }, // Palantír of Osgiliath
  'LE-337': { rules: ["item-class:gold ring (Dragon's lair)"], sites: 6 }, // Perfect Gold Ring
  'LE-339': { rules: ["named-site:Bag End"], sites: 1 }, // Red Book of Westmarch
  'LE-341': { rules: ["item-class:major"], sites: 50 }, // Sable Shield
  'LE-343': { rules: ["item-class:greater"], sites: 15 }, // Scroll of Isildur
  'LE-418': { rules: ["item-class:greater (with a hoard)"], sites: 5 }, // The Arkenstone
  'TD-102': { rules: ["item-class:major (with a hoard)"], sites: 9 }, // Bow of Dragon-horn
  'TD-108': { rules: ["text:any site (where Information is playable)"], sites: 10 }, // Dragon-lore
  'TD-113': { rules: ["item-class:greater (with a hoard)"], sites: 5 }, // Emerald of the Mariner
  'TD-114': { rules: ["item-class:greater (with a hoard)"], sites: 5 }, // Enruned Shield
  'TD-120': { rules: ["item-class:major (with a hoard)"], sites: 9 }, // Habergeon of Silver
  'TD-126': { rules: ["text:any site (Dragon's lair)"], sites: 9 }, // King under the Mountain
  'TD-130': { rules: ["item-class:major (with a hoard)"], sites: 9 }, // Magical Harp
  'TD-133': { rules: ["text:any site (where Information is playable)"], sites: 10 }, // Map to Mithril
  'TD-138': { rules: ["named-site:Dale"], sites: 1 }, // Men of Dale
  'TD-139': { rules: ["named-site:Lake-town"], sites: 1 }, // Men of Lake-town
  'TD-142': { rules: ["named-site:Dol Amroth"], sites: 1 }, // Nenseldë the Wingild
  'TD-146': { rules: ["text:any site (Dragon's lair)"], sites: 9 }, // Returned Exiles
  'TD-161': { rules: ["item-class:major (with a hoard)"], sites: 9 }, // Valiant Sword
  'TD-166': { rules: ["text:any site (where Information is playable)"], sites: 10 }, // When I Know Anything
  'TD-170': { rules: ["item-class:greater (with a hoard)"], sites: 5 }, // Wizard's Staff
  'TD-172': { rules: ["item-class:greater"], sites: 21 }, // Wormsbane
  'TD-183': { rules: ["item-class:greater (with a hoard)"], sites: 5 }, // Horn of Defiance
  'TD-184': { rules: ["item-class:greater (with a hoard)"], sites: 5 }, // Ringil
  'TD-185': { rules: ["item-class:greater (with a hoard)"], sites: 5 }, // Belegennon
  'TW-190': { none: 'the text sets no site' }, // Align Palantír
  'TW-192': { rules: ["text:any site (where Information is playable)"], sites: 10 }, // Andúril, the Flame of the West
  'TW-193': { rules: ["named-site:Vale of Erech"], sites: 1 }, // Army of the Dead
  'TW-196': { rules: ["item-class:gold ring"], sites: 18 }, // Beautiful Gold Ring
  'TW-197': { rules: ["named-site:Beorn’s House"], sites: 1 }, // Beornings
  'TW-198': { rules: ["named-site:Bag End or Bree"], sites: 2 }, // Bill the Pony
  'TW-200': { rules: ["named-site:Blue Mountain Dwarf-hold"], sites: 1 }, // Blue Mountain Dwarves
  'TW-201': { rules: ["named-site:Moria"], sites: 1 }, // Book of Mazarbul
  'TW-210': { rules: ["text:any site (where Information is playable)"], sites: 10 }, // Dreams of Lore
  'TW-211': { rules: ["named-site:Dunnish Clan-hold"], sites: 1 }, // Dunlendings
  'TW-212': { rules: ["item-class:major"], sites: 48 }, // Durin's Axe
  'TW-221': { rules: ["named-site:Lórien"], sites: 1 }, // Earth of Galadriel's Orchard
  'TW-222': { rules: ["named-site:Easterling Camp"], sites: 1 }, // Easterlings
  'TW-226': { rules: ["named-site:Grey Havens"], sites: 1 }, // Elves of Lindon
  'TW-228': { rules: ["named-site:Wellinghall"], sites: 1 }, // Ents of Fangorn
  'TW-231': { rules: ["item-class:gold ring"], sites: 18 }, // Fair Gold Ring
  'TW-244': { rules: ["item-class:major"], sites: 48 }, // Glamdring
  'TW-245': { rules: ["named-site:Old Forest"], sites: 1 }, // Goldberry
  'TW-246': { rules: ["named-site:Goblin-gate or Moria"], sites: 2 }, // Gollum
  'TW-250': { rules: ["item-class:major"], sites: 48 }, // Great-shield of Rohan
  'TW-251': { rules: ["named-site:Eagles’ Eyrie"], sites: 1 }, // Gwaihir
  'TW-254': { rules: ["item-class:major"], sites: 48 }, // Hauberk of Bright Mail
  'TW-257': { rules: ["named-site:Cameth Brin"], sites: 1 }, // Hillmen
  'TW-258': { rules: ["named-site:Bag End"], sites: 1 }, // Hobbits
  'TW-261': { rules: ["named-site:Iron Hill Dwarf-hold"], sites: 1 }, // Iron Hill Dwarves
  'TW-263': { rules: ["named-site:Dol Amroth"], sites: 1 }, // Knights of Dol Amroth
  'TW-265': { rules: ["named-site:Wellinghall"], sites: 1 }, // Leaflock
  'TW-268': { rules: ["named-site:Lossadan Camp"], sites: 1 }, // Lossoth
  'TW-276': { rules: ["named-site:Lond Galen"], sites: 1 }, // Men of Anfalas
  'TW-277': { rules: ["named-site:Minas Tirith"], sites: 1 }, // Men of Anórien
  'TW-278': { rules: ["named-site:Shrel-Kain"], sites: 1 }, // Men of Dorwinion
  'TW-279': { rules: ["named-site:Vale of Erech"], sites: 1 }, // Men of Lamedon
  'TW-280': { rules: ["named-site:Pelargir"], sites: 1 }, // Men of Lebennin
  'TW-281': { rules: ["named-site:Lake-town"], sites: 1 }, // Men of Northern Rhovanion
  'TW-289': { rules: ["item-class:greater"], sites: 21 }, // Narsil
  'TW-295': { rules: ["item-class:greater"], sites: 21 }, // Orcrist
  'TW-296': { rules: ["item-class:greater"], sites: 22 }, // Palantír of Amon Sûl
  'TW-297': { rules: ["item-class:greater"], sites: 22 }, // Palantír of Annúminas
  'TW-298': { rules: ["named-site:The White Towers"], sites: 1 }, // Palantír of Elostirion
  'TW-299': { rules: ["named-site:Minas Tirith"], sites: 1 }, // Palantír of Minas Tirith
  'TW-300': { rules: ["named-site:Isengard"], sites: 1 }, // Palantír of Orthanc
  'TW-301': { rules: ["item-class:greater"], sites: 22 }, // Palantír of Osgiliath
  'TW-306': { rules: ["item-class:gold ring"], sites: 18 }, // Precious Gold Ring
  'TW-307': { rules: ["named-site:Wellinghall"], sites: 1 }, // Quickbeam
  'TW-308': { rules: ["named-site:Wellinghall"], sites: 1 }, // Quickbeam
  'TW-310': { rules: ["named-site:Henneth Annûn"], sites: 1 }, // Rangers of Ithilien
  'TW-311': { rules: ["named-site:Bree"], sites: 1 }, // Rangers of the North
  'TW-312': { rules: ["item-class:major"], sites: 48 }, // Red Arrow
  'TW-313': { rules: ["named-site:Bag End"], sites: 1 }, // Red Book of Westmarch
  'TW-314': { rules: ["text:any site (where Information is playable)"], sites: 10 }, // Reforging
  'TW-315': { rules: ["site-type:Shadow-hold or Dark-hold"], sites: 22 }, // Rescue Prisoners
  'TW-316': { rules: ["named-site:Minas Tirith"], sites: 1 }, // Return of the King
  'TW-317': { rules: ["named-site:Edoras"], sites: 1 }, // Riders of Rohan
  'TW-320': { rules: ["region:any site (in Northern Rhovanion)"], sites: 3 }, // Roäc the Raven
  'TW-322': { rules: ["item-class:major (non-Shadow-hold, non-Dark-hold)"], sites: 28 }, // Sapling of the White Tree
  'TW-323': { rules: ["item-class:greater"], sites: 22 }, // Scroll of Isildur
  'TW-326': { rules: ["named-site:Dunharrow or Edoras"], sites: 2 }, // Shadowfax
  'TW-328': { rules: ["named-site:Wellinghall"], sites: 1 }, // Skinbark
  'TW-329': { rules: ["named-site:Southron Oasis"], sites: 1 }, // Southrons
  'TW-334': { rules: ["named-site:Vale of Erech"], sites: 1 }, // Stone of Erech
  'TW-336': { rules: ["item-class:major"], sites: 48 }, // Sword of Gondolin
  'TW-341': { rules: ["item-class:greater"], sites: 21 }, // The Arkenstone
  'TW-344': { rules: ["named-site:Eagles’ Eyrie"], sites: 1 }, // The Great Eagles
  'TW-345': { rules: ["item-class:greater"], sites: 21 }, // The Mithril-coat
  'TW-348': { rules: ["named-site:Minas Tirith"], sites: 1 }, // The White Tree
  'TW-350': { rules: ["named-site:Old Forest"], sites: 1 }, // Tom Bombadil
  'TW-351': { rules: ["item-class:major"], sites: 48 }, // Torque of Hues
  'TW-352': { rules: ["named-site:Minas Tirith"], sites: 1 }, // Tower Guard of Minas Tirith
  'TW-353': { rules: ["named-site:Wellinghall"], sites: 1 }, // Treebeard
  'TW-357': { rules: ["named-site:Variag Camp"], sites: 1 }, // Variags of Khand
  'TW-363': { rules: ["haven:Haven"], sites: 4 }, // Wizard's Ring
  'TW-367': { rules: ["named-site:Thranduil’s Halls"], sites: 1 }, // Wood-elves
  'TW-368': { rules: ["named-site:Woodmen-town"], sites: 1 }, // Woodmen
  'TW-369': { rules: ["named-site:Wose Passage-hold"], sites: 1 }, // Woses of Old Pûkel-land
  'TW-370': { rules: ["named-site:Drúadan Forest"], sites: 1 }, // Woses of the Drúadan Forest
  'TW-496': { rules: ["item-class:greater"], sites: 21 }, // The Iron Crown
  'TW-498': { rules: ["text:any site (where Information is playable)"], sites: 10 }, // Swordmaster
  'TW-499': { rules: ["item-class:major"], sites: 48 }, // Dwarven Axe
  'WH-33': { rules: ["region:any site (non-Haven; in Southern Rhovanion or Horse Plains or Dorwinion or Harondor or Khand or Rohan)"], sites: 11 }, // Noble Steed
  'WH-35': { rules: ["haven:Haven"], sites: 4 }, // The White Council
  'WH-36': { none: 'the text sets no site' }, // The White Wizard
  'WH-37': { rules: ["region:any site (non-Haven, non-Shadow-hold, non-Dark-hold; in a Wilderness region)"], sites: 37 }, // A Panoply of Wings
  'WH-38': { rules: ["region:any site (non-Haven, non-Dark-hold; in Heart of Mirkwood or Southern Mirkwood or Western Mirkwood or Woodland Realm or Cardolan or Fangorn)"], sites: 18 }, // Beasts of the Wood
  'WH-39': { rules: ["region:any site (non-Haven; in Southern Rhovanion or Horse Plains or Dorwinion or Harondor or Khand or Rohan)"], sites: 11 }, // Wild Horses
  'WH-40': { rules: ["site-type:Ruins & Lairs (in a Wilderness region)"], sites: 41 }, // Wild Hounds
  'WH-41': { rules: ["haven:Haven"], sites: 4 }, // The Black Council
  'WH-51': { rules: ["site-type:Shadow-hold or Dark-hold", "text:any site (with a dwarf automatic-attack)"], sites: 21 }, // Blasting Fire
  'WH-52': { rules: ["site-type:Shadow-hold or Dark-hold", "text:any site (with a dwarf automatic-attack)"], sites: 21 }, // Liquid Fire
  'WH-53': { rules: ["item-class:major"], sites: 50 }, // Mechanical Bow
  'WH-54': { rules: ["site-type:Shadow-hold or Dark-hold", "text:any site (with a dwarf automatic-attack)"], sites: 21 }, // Vile Fumes
  'WH-61': { rules: ["haven:Haven (Fallen-wizard site)"], sites: 3 }, // A Strident Spawn
  'WH-62': { rules: ["haven:Haven (Fallen-wizard site)"], sites: 3 }, // An Untimely Brood
  'WH-65': { rules: ["named-site:Deep Mines"], sites: 1 }, // Delver's Harvest
  'WH-67': { rules: ["named-site:Deep Mines"], sites: 1 }, // Earth-eater
  'WH-73': { rules: ["site-type:Shadow-hold or Dark-hold (Hero site)"], sites: 22 }, // Great Ruse
  'WH-74': { none: 'wants a Wizardhaven other than Isengard, The White Towers or Rhosgobel: only one made by another card' }, // Guarded Haven
  'WH-77': { rules: ["site-type:Border-hold"], sites: 40 }, // Mischief in a Mean Way
  'WH-86': { rules: ["haven:Haven (Fallen-wizard site)"], sites: 3 }, // Greater Half-orcs
  'WH-87': { rules: ["haven:Haven (Fallen-wizard site)"], sites: 3 }, // Half-orcs
  'WH-88': { rules: ["named-site:Minas Tirith"], sites: 2 }, // Keys of Orthanc
  'WH-89': { rules: ["named-site:Barrow-downs"], sites: 2 }, // Keys to the White Towers
  'WH-91': { none: 'the text sets no site' }, // The Great Hunt
  'WH-96': { rules: ["haven:Haven (Fallen-wizard site)"], sites: 3 }, // Await the Onset
  'WH-106': { none: 'the text sets no site' }, // Prophet of Doom
  'WH-110': { rules: ["haven:Haven (Fallen-wizard site)"], sites: 3 }, // Girdle of Radagast
  'WH-114': { rules: ["haven:Haven (Fallen-wizard site)"], sites: 3 }, // Radagast's Black Bird
  'WH-120': { rules: ["named-site:The White Towers or Isengard (Fallen-wizard site)"], sites: 2 }, // Saruman's Machinery
  'WH-122': { none: 'the text sets no site' }, // The White Hand
};
