"""Undead Alchemist — {3}{U} Creature — Zombie 4/2.

Oracle: "If a Zombie you control would deal combat damage to a player, instead that player mills
that many cards. / Whenever a creature card is put into an opponent's graveyard from their
library, exile that card and create a 2/2 black Zombie creature token."
Rulings covered: MIC-OR-0161 (several Alchemists replace the damage only once), MIC-OR-0162
(each Alchemist's trigger makes a token; only the first exiles the card).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import REST_IN_PEACE

CARD = "Undead Alchemist"
pytestmark = pytest.mark.card(CARD)

LIBRARY = ("Island", "Glory Seeker", "Island", "Island", "Island", "Shock", "Island", "Island",
           "Island", "Island")


def _table(*mine: str, alchemists: int = 1, library: tuple[str, ...] = LIBRARY,
           players: int = 2) -> Scenario:
    s = Scenario(seed=1, players=players)
    for _ in range(alchemists):
        s.battlefield(0, CARD)
    if mine:
        s.battlefield(0, *mine)
    s.library(1, *library)
    s.at("precombat_main", active=0, turn=3)
    return s


def _zombie_tokens(d: Driver, player: int = 0) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token
            and d.chars(o).controller == player and "Zombie" in d.chars(o).subtypes]


def _attack(d: Driver, names: list[str], defender: int = 1) -> None:
    d.to_combat()
    d.attack([d.find(n, zone="battlefield", player=0) for n in names], defender=defender)
    d.pass_until("end_of_combat")


def test_zombie_combat_damage_to_a_player_becomes_milling() -> None:
    """The 4/2 Zombie's 4 combat damage is replaced: the defending player loses no life and
    mills four cards, Glory Seeker among them; the Alchemist's trigger exiles that creature
    card and makes a 2/2 black Zombie."""
    d = Driver(_table().build())
    _attack(d, [CARD])
    assert d.life(1) == 20
    assert d.find("Glory Seeker", zone="exile")
    assert len(d.state.players[1].graveyard) == 3  # Island, Island, Island
    assert len(d.state.players[1].library) == len(LIBRARY) - 4
    assert not [e for e in d.game.log if e.kind == "damage" and e.player == 1]
    (token,) = _zombie_tokens(d)
    c = d.chars(token)
    assert (c.power, c.toughness, c.colors) == (2, 2, {"B"})


def test_non_zombies_deal_their_damage() -> None:
    """Glory Seeker (a Human) is not a Zombie: its damage is dealt as usual."""
    d = Driver(_table("Glory Seeker").build())
    _attack(d, ["Glory Seeker"])
    assert d.life(1) == 18 and d.state.players[1].graveyard == []


def test_several_zombies_mill_different_cards_at_once() -> None:
    """Combat damage is dealt at once (CR 510.2): Undead Alchemist (4) and Severed Legion (2)
    make the player mill six different cards together, in one event."""
    d = Driver(_table("Severed Legion").build())
    _attack(d, [CARD, "Severed Legion"])
    assert len(d.state.players[1].library) == len(LIBRARY) - 6
    assert d.find("Shock", zone="graveyard")
    moves = [i for i, e in enumerate(d.game.log) if e.kind == "zone_change"
             and e.data.get("cause") == "mill"]
    assert len(moves) == 6 and moves == list(range(moves[0], moves[0] + 6))
    assert d.life(1) == 20


def test_a_zombie_mills_while_a_non_zombie_deals_its_damage_at_once() -> None:
    """CR 510.2, 614.1a: Undead Alchemist's 4 combat damage becomes milling while Glory
    Seeker's 2, dealt at the same time, is dealt as usual."""
    d = Driver(_table("Glory Seeker").build())
    _attack(d, [CARD, "Glory Seeker"])
    assert d.life(1) == 18
    assert len(d.state.players[1].library) == len(LIBRARY) - 4

def test_damage_to_creatures_is_not_replaced() -> None:
    """Only damage to a player is replaced: the Alchemist blocked by a 3/3 deals it 4."""
    s = _table()
    s.battlefield(1, "Wretched Anurid")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Wretched Anurid"): d.find(CARD)})
    d.pass_until("end_of_combat")
    assert d.find("Wretched Anurid", zone="graveyard")
    assert d.state.players[1].library and len(d.state.players[1].library) == len(LIBRARY)


@pytest.mark.ruling("MIC-OR-0161")
def test_several_alchemists_replace_the_damage_only_once() -> None:
    """Official ruling: "If you control multiple Undead Alchemists, the multiple replacement
    abilities will have no added effect. Combat damage dealt to a player by a Zombie you
    control will be replaced only once with cards being put into that player's graveyard."
    Two Alchemists, one attacking: the defending player, whose damage it is, chooses which
    replacement applies (CR 616.1); once applied, the damage is a mill and the other no longer
    applies: four cards are milled, not eight."""
    library = ("Island",) * 10
    d = Driver(_table(alchemists=2, library=library).build())
    d.to_combat()
    d.attack([d.ids(CARD, zone="battlefield")[0]])
    while d.decision.kind == "priority":
        d.pass_priority()
    choice = d.expect("order_replacements")
    assert choice.player == 1 and len(d.game.legal_actions()) == 2
    d.act(1, d.game.legal_actions()[1])
    d.pass_until("end_of_combat")
    assert len(d.state.players[1].graveyard) == 4
    assert len(d.state.players[1].library) == 6
    assert d.life(1) == 20


@pytest.mark.ruling("MIC-OR-0162")
def test_each_alchemist_makes_a_token_the_first_exiles_the_card() -> None:
    """Official ruling: "Whenever a creature card is put into an opponent's graveyard from
    their library, the triggered ability of each Undead Alchemist you control will trigger.
    The first such ability to resolve will exile that creature card and create a Zombie token.
    Subsequent abilities won't exile the creature card, but each will create another Zombie
    token." Two Alchemists, Glory Seeker milled: it is exiled once, two tokens."""
    d = Driver(_table(alchemists=2).build())
    d.to_combat()
    d.attack([d.ids(CARD, zone="battlefield")[0]])
    while len(d.state.stack) < 2:
        if d.decision.kind == "order_replacements":
            d.act(1, d.game.legal_actions()[0])
        elif d.decision.kind == "order_triggers":
            d.act(0, d.game.legal_actions()[0])
        else:
            d.pass_priority()
    assert {d.state.objects[s].source for s in d.state.stack} == set(d.ids(CARD))
    d.resolve()  # the first: exiles Glory Seeker, a token
    assert d.find("Glory Seeker", zone="exile") and len(_zombie_tokens(d)) == 1
    d.resolve()  # the second: the card is gone from the graveyard, a token all the same
    assert len(d.ids("Glory Seeker", zone="exile")) == 1
    assert len(_zombie_tokens(d)) == 2


def test_only_opponents_cards_from_their_library() -> None:
    """Its controller's own creature card milled doesn't trigger it, nor does an opponent's
    creature card put into the graveyard from elsewhere (Shock killing Glory Seeker)."""
    s = _table("Mountain", library=("Island",) * 4)
    s.library(0, "Glory Seeker", "Island")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker", zone="battlefield")])
    d.resolve()
    assert d.find("Glory Seeker", zone="graveyard", player=1)
    assert d.state.stack == [] and _zombie_tokens(d) == []


def test_in_multiplayer_each_opponents_library_counts() -> None:
    """With three players, Zombies attacking two different opponents make each mill; a
    creature card milled from either opponent's library triggers it."""
    s = _table("Severed Legion", players=3, library=("Island",) * 6)
    s.library(2, "Glory Seeker", "Island", "Island")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find(CARD): 1, d.find("Severed Legion"): 2})
    d.pass_until("end_of_combat")
    assert len(d.state.players[1].graveyard) == 4
    assert d.find("Glory Seeker", zone="exile")
    assert len(d.state.players[2].graveyard) == 1 and len(d.state.players[2].library) == 1
    assert d.life(1) == 20 and d.life(2) == 20
    assert len(_zombie_tokens(d)) == 1


def test_one_damage_from_a_zombie_is_replaced_too() -> None:
    """CR 614.1a: any amount of combat damage a Zombie would deal to a player is replaced,
    one included: Festering Goblin (1/1) makes the player mill one card instead."""
    d = Driver(_table("Festering Goblin").build())
    _attack(d, ["Festering Goblin"])
    assert d.life(1) == 20
    assert len(d.state.players[1].library) == len(LIBRARY) - 1


def test_a_zombie_s_noncombat_damage_to_a_player_is_dealt() -> None:
    """CR 614.1a, 120.3a: only combat damage is replaced. Goblin Sharpshooter, made a Zombie
    by Standardize, pings player 1: they lose 1 life and mill no card."""
    s = _table("Goblin Sharpshooter", "Island", "Island")
    s.hand(0, "Standardize")
    d = Driver(s.build())
    d.cast(0, "Standardize")
    d.resolve()
    d.choose("Zombie")
    assert "Zombie" in d.chars(d.find("Goblin Sharpshooter")).subtypes
    d.activate(0, "Goblin Sharpshooter", targets=[1])
    d.resolve()
    assert d.life(1) == 19
    assert len(d.state.players[1].library) == len(LIBRARY)
    assert d.state.players[1].graveyard == []


def test_an_opponents_zombie_deals_its_damage_to_you() -> None:
    """CR 614.1a: only Zombies "you control" have their damage replaced: the opponent's
    Severed Legion attacking the Alchemist's controller deals its 2 damage and mills
    nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Severed Legion")
    s.library(0, *LIBRARY)
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Severed Legion")])
    d.pass_until("end_of_combat")
    assert d.life(0) == 18
    assert len(d.state.players[0].library) == len(LIBRARY)
    assert not d.state.players[0].graveyard


def test_the_trigger_resolves_though_the_alchemist_has_left() -> None:
    """CR 113.7a: the triggered ability exists independently of its source. The defending
    player Shocks the Alchemist with its trigger on the stack: the ability still exiles
    Glory Seeker and creates the Zombie token for the Alchemist's controller."""
    s = _table()
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    while not d.state.stack:
        d.pass_priority()
    alchemist = d.find(CARD, zone="battlefield")
    while d.decision.player != 1:
        d.pass_priority()
    d.cast(1, "Shock", targets=[alchemist])
    d.resolve()
    assert d.find(CARD, zone="graveyard")
    d.resolve()
    assert d.find("Glory Seeker", zone="exile")
    assert len(_zombie_tokens(d)) == 1


def test_a_short_library_mills_what_it_has() -> None:
    """CR 701.17b: a player told to mill more cards than their library holds mills them all.
    The Alchemist's 4 damage becomes a mill of the two cards left (Glory Seeker exiled by the
    trigger); no life is lost and the player does not lose for drawing from an empty
    library, as nothing was drawn (CR 704.5b)."""
    d = Driver(_table(library=("Island", "Glory Seeker")).build())
    _attack(d, [CARD])
    assert d.state.players[1].library == []
    assert len(d.state.players[1].graveyard) == 1
    assert d.find("Glory Seeker", zone="exile")
    assert d.life(1) == 20 and not d.state.players[1].lost


def test_a_zombie_commanders_replaced_damage_is_no_commander_damage() -> None:
    """CR 903.10a, 614.1a: commander damage is combat damage a commander has dealt; Wilhelt,
    the Rotcleaver, a Zombie commander, makes the defending player mill three cards instead, so
    no damage is dealt: player 1's life stays 40 and no commander damage is recorded."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Wilhelt, the Rotcleaver", zone="battlefield")
    s.battlefield(0, CARD)
    s.library(0, "Island", "Island")
    s.library(1, *LIBRARY)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Wilhelt, the Rotcleaver")])
    d.pass_until("end_of_combat")
    assert d.life(1) == 40
    assert len(d.state.players[1].library) == len(LIBRARY) - 3
    assert not any(d.state.players[1].commander_damage.values())


def test_two_headed_giant_the_attacked_player_mills_a_teammates_zombie_deals_damage() -> None:
    """CR 805.10b, 810.9: in Two-Headed Giant each attacking creature attacks one defending
    player. The Alchemist attacking player 3 makes player 3 mill four cards (player 2's
    library untouched); player 1's Severed Legion, a Zombie the Alchemist's controller doesn't
    control, deals its 2 damage to player 2, taken from the team's 30 life."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Severed Legion")
    for p in range(4):
        s.library(p, *(("Island",) * 6))
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find(CARD): 3, d.find("Severed Legion"): 2})
    d.pass_until("end_of_combat")
    assert len(d.state.players[3].library) == 2 and len(d.state.players[2].library) == 6
    assert [d.life(p) for p in range(4)] == [30, 30, 28, 28]


def test_trample_damage_assigned_to_the_player_becomes_milling() -> None:
    """CR 702.19b, 614.1a: pumped by Kamahl to a 7/5 with trample and blocked by Sparksmith,
    the Alchemist assigns 1 to the blocker and 6 to the player: the blocker is dealt its 1 and
    dies, the 6 to the player become six milled cards, no life lost."""
    s = _table("Kamahl, Fist of Krosa", *["Forest"] * 5, library=("Island",) * 10)
    s.battlefield(1, "Sparksmith")
    d = Driver(s.build())
    d.activate(0, "Kamahl, Fist of Krosa", index=1)
    d.resolve()
    d.to_combat()
    alchemist = d.find(CARD)
    d.attack([alchemist])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Sparksmith"): alchemist})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((1, 6))
    d.pass_until("end_of_combat")
    assert d.zone_of("Sparksmith") == "graveyard"
    assert d.life(1) == 20 and len(d.state.players[1].library) == 4


def test_milled_into_exile_by_rest_in_peace_nothing_triggers() -> None:
    """CR 614.6: with Rest in Peace the milled cards are exiled instead of put into the
    graveyard; Glory Seeker was never put into a graveyard, so the Alchemist's ability doesn't
    trigger and no Zombie is created."""
    s = _table(REST_IN_PEACE.name)
    d = Driver(s.build())
    _attack(d, [CARD])
    assert d.zone_of("Glory Seeker") == "exile"
    assert len(d.state.players[1].library) == len(LIBRARY) - 4
    assert d.state.players[1].graveyard == [] and _zombie_tokens(d) == []


@pytest.mark.parametrize("prevention_first", [False, True])
def test_the_damaged_player_orders_the_mill_and_a_prevention_shield(
        prevention_first: bool) -> None:
    """CR 616.1, 615.1: Daru Healer's shield ("prevent the next 1 damage") and the Alchemist's
    replacement both apply to its 4 damage; player 1, the affected player, chooses. The mill
    first: four cards, the shield unused. The prevention first: 3 damage left, three cards."""
    s = _table(library=("Island",) * 10)
    s.battlefield(1, "Daru Healer")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    d.pass_priority()
    d.activate(1, "Daru Healer", targets=[1])
    d.resolve()
    while d.decision.kind in ("priority", "declare_blockers"):
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    choice = d.expect("order_replacements")
    assert choice.player == 1
    healer = d.find("Daru Healer")
    by_source = {src: rid for rid, src in choice.info()["sources"]}
    d.choose(by_source[healer] if prevention_first else by_source[d.find(CARD)])
    d.pass_until("end_of_combat")
    assert d.life(1) == 20
    assert len(d.state.players[1].library) == (7 if prevention_first else 6)


def test_combat_damage_to_a_planeswalker_is_not_replaced() -> None:
    """CR 614.1a, 120.3c: only damage to a player is replaced: attacking Arlinn, the Pack's
    Hope, the Alchemist's 4 damage removes her four loyalty counters and nothing is milled."""
    s = _table()
    s.battlefield(1, "Arlinn, the Pack's Hope")
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Pack's Hope")
    d.to_combat()
    d.attack({d.find(CARD): arlinn})
    d.pass_until("end_of_combat")
    assert d.zone_of("Arlinn, the Pack's Hope") == "graveyard"
    assert len(d.state.players[1].library) == len(LIBRARY) and d.life(1) == 20


def test_made_to_read_elf_elves_mill_zombies_deal_damage_and_tokens_are_elves() -> None:
    """CR 612.1, 612.2, 612.2a: Zombie changed to Elf on Undead Alchemist (an Elf now): its own
    combat damage (an Elf you control) becomes milling, a Zombie's is dealt as usual, and the
    exiled creature card makes a 2/2 black Elf Token."""
    s = _table("Gluttonous Zombie", "Island")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    alchemist = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[alchemist])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(alchemist).subtypes == {"Elf"}
    _attack(d, [CARD, "Gluttonous Zombie"])
    assert d.life(1) == 17
    assert d.find("Glory Seeker", zone="exile")
    assert len(d.state.players[1].library) == len(LIBRARY) - 4
    assert not _zombie_tokens(d)
    elf = d.find("Elf Token", "battlefield", player=0)
    c = d.chars(elf)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"B"}, 2, 2)
