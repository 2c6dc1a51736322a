"""Leaves-the-battlefield abilities look back in time (CR 603.10a, 603.6a, 610.3).

A "dies" or "leaves" ability triggers on what was on the battlefield just before the event:
a card returned from exile because its exiler left (CR 610.3) wasn't there when it left, so it
doesn't see it go; a permanent put onto the battlefield earlier in the same resolution was,
so it sees what dies later in that resolution (CR 603.6a, 608.2h).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_card_returned_by_its_exilers_death_doesnt_see_that_death() -> None:
    """CR 603.10a, 610.3: player 0's Brutal Cathar exiles player 1's Slaughter Specialist
    until the Cathar leaves. When the Cathar dies, the exiled Specialist returns; player 1's
    other Specialist, on the battlefield as the Cathar died, gets a +1/+1 counter for "a
    creature an opponent controls dies", the returned one doesn't (it was in exile then)."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Slaughter Specialist", label="exiled")
    s.battlefield(1, "Slaughter Specialist", label="watcher")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    first = d.ids("Slaughter Specialist", zone="battlefield")[0]
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.choose(first)
    d.resolve()
    [watcher] = d.ids("Slaughter Specialist", zone="battlefield")
    assert d.ids("Slaughter Specialist", zone="exile")
    d.pass_priority()  # player 1 gets priority in player 0's main phase
    d.cast(1, "Shock", targets=[d.find("Brutal Cathar")])
    d.resolve()
    assert d.zone_of("Brutal Cathar") == "graveyard"
    d.take_first("order_triggers")  # the watcher's counter and the returned one's enters
    assert len(d.state.stack) == 2
    d.resolve_all()
    specialists = d.ids("Slaughter Specialist", zone="battlefield")
    assert len(specialists) == 2 and not d.ids("Slaughter Specialist", zone="exile")
    [returned] = [o for o in specialists if o != watcher]
    assert d.state.objects[watcher].counters.get("+1/+1", 0) == 1
    assert d.state.objects[returned].counters.get("+1/+1", 0) == 0


def test_a_zombie_returned_earlier_in_the_resolution_sees_the_humans_die() -> None:
    """CR 603.6a, 603.10a, 608.2h: Zombie Apocalypse returns Midnight Reaper, then destroys
    all Humans; the Reaper was on the battlefield when player 0's nontoken Human died, so it
    triggers: 1 damage to player 0 and a card drawn."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 5)
    s.battlefield(0, *["Swamp"] * 6, "Glory Seeker")
    s.graveyard(0, "Midnight Reaper")
    s.hand(0, "Zombie Apocalypse")
    d = Driver(s.build())
    hand_before = len(d.state.players[0].hand)
    d.cast(0, "Zombie Apocalypse")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Midnight Reaper") == "battlefield"
    d.resolve_all()
    assert d.life(0) == 19
    assert len(d.state.players[0].hand) == hand_before  # the Apocalypse left, a card came


def test_creatures_put_into_the_graveyard_by_different_sbas_die_together() -> None:
    """CR 704.3, 603.10a: The Meathook Massacre (X=1) gives each creature -1/-1; Midnight
    Reaper (3/2 with 1 damage) then has lethal damage (CR 704.5g) and Avacyn's Pilgrim has
    toughness 0 (CR 704.5f). Both are put into the graveyard in one check of state-based
    actions, one event: the Reaper sees both die (2 damage to its controller, 2 cards), and
    the Massacre drains the opponent twice."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    s.battlefield(0, "Midnight Reaper", damage=1)
    s.battlefield(0, "Avacyn's Pilgrim")
    s.stack(0, "The Meathook Massacre", x=1)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    hand = len(d.state.players[0].hand)
    d.resolve()  # the enchantment
    d.resolve()  # its enters trigger: -1/-1 until end of turn
    assert d.zone_of("Midnight Reaper") == "graveyard"
    assert d.zone_of("Avacyn's Pilgrim") == "graveyard"
    d.take_first("order_triggers")
    assert len(d.state.stack) == 4  # two of the Reaper, two of the Massacre
    d.resolve_all()
    assert (d.life(0), d.life(1)) == (18, 18)
    assert len(d.state.players[0].hand) - hand == 2


def test_an_enchantment_and_an_equipment_destroyed_with_the_creatures_still_see_them_die() -> None:
    """CR 603.10a: Akroma's Vengeance destroys The Meathook Massacre, Mask of Griselbrand, the
    Glory Seeker it equips and player 1's Avacyn's Pilgrim at once. Looking back, the Massacre
    was there when both creatures died (player 1 loses 1, player 0 gains 1) and the Mask
    equipped the Seeker as it died (player 0 pays 2 life and draws 2 cards)."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 8)
    s.library(1, *["Island"] * 8)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Mask of Griselbrand", attached_to="seeker")
    s.battlefield(0, "The Meathook Massacre")
    s.battlefield(1, "Avacyn's Pilgrim")
    s.battlefield(1, *["Plains"] * 6)
    s.hand(1, "Akroma's Vengeance")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    hand = len(d.state.players[0].hand)
    d.cast(1, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("The Meathook Massacre") == "graveyard"
    assert d.zone_of("Mask of Griselbrand") == "graveyard"
    d.take_first("order_triggers")
    assert len(d.state.stack) == 3
    while d.state.stack:
        if d.decision.kind == "may":
            d.choose(True)  # pay 2 life, draw 2
        else:
            d.pass_priority()
    assert (d.life(0), d.life(1)) == (19, 19)
    assert len(d.state.players[0].hand) - hand == 2


def test_wilhelt_destroyed_with_another_zombie_still_makes_the_token() -> None:
    """CR 603.10a: Cleansing Nova destroys Wilhelt, the Rotcleaver (player 0's commander, at a
    Commander table of four) and Fleshbag Marauder at once. Looking back, Wilhelt was there
    when "another Zombie you control" died: player 0 creates the decayed Zombie, after
    Wilhelt went to the command zone."""
    s = Scenario(players=4, seed=1, format="commander")
    for p in range(4):
        s.library(p, *["Plains"] * 8)
    s.commander(0, "Wilhelt, the Rotcleaver", zone="battlefield")
    s.battlefield(0, "Fleshbag Marauder", *["Plains"] * 5)
    s.hand(0, "Cleansing Nova")
    d = Driver(s.build())
    d.cast(0, "Cleansing Nova", modes=[0])
    d.resolve()
    d.expect("commander_zone")
    d.choose("command_zone")
    assert len(d.state.stack) == 1
    d.resolve()
    tokens = d.ids("Zombie Token", "battlefield")
    assert len(tokens) == 1 and d.chars(tokens[0]).has("Decayed")
    assert d.chars(tokens[0]).controller == 0
    assert d.zone_of("Wilhelt, the Rotcleaver") == "command"


def test_lynde_destroyed_with_the_curse_still_returns_it() -> None:
    """CR 603.10a, 603.7c: Akroma's Vengeance destroys Lynde, Cheerful Tormentor and player
    0's Curse of Conformity (on player 1) at once. Looking back, Lynde was there when the
    Curse was put into player 0's graveyard: the delayed ability it creates doesn't depend on
    Lynde, and at the beginning of that turn's end step the Curse returns attached to player
    0."""
    s = Scenario(players=4, seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 8)
    s.battlefield(0, "Lynde, Cheerful Tormentor")
    s.battlefield(0, "Curse of Conformity", attached_to=1)
    s.battlefield(1, *["Plains"] * 6)
    s.hand(1, "Akroma's Vengeance")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Lynde, Cheerful Tormentor") == "graveyard"
    assert d.zone_of("Curse of Conformity") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    d.pass_until("end", turn=4)
    curse = d.find("Curse of Conformity")
    assert d.zone_of("Curse of Conformity") == "battlefield"
    assert d.state.objects[curse].attached_to == 0 and d.chars(curse).controller == 0


def test_cleaver_skaab_copies_the_zombie_the_geistcatcher_exiled() -> None:
    """CR 608.2h, 707.2: Cleaver Skaab sacrifices Gluttonous Zombie for its cost; Prowling
    Geistcatcher's ability exiles the card first. The Skaab's ability uses the creature as it
    last existed on the battlefield: two Gluttonous Zombie tokens, the card staying in exile."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Prowling Geistcatcher", "Cleaver Skaab", "Gluttonous Zombie",
                  *["Swamp"] * 3)
    d = Driver(s.build())
    card = d.find("Gluttonous Zombie")
    d.activate(0, "Cleaver Skaab", choices=[card])
    assert len(d.state.stack) == 2  # the Geistcatcher's trigger above the Skaab's ability
    d.resolve()
    assert len(d.ids("Gluttonous Zombie", "exile")) == 1
    d.resolve()
    tokens = d.ids("Gluttonous Zombie", "battlefield")
    assert len(tokens) == 2
    assert all(d.state.objects[t].is_token for t in tokens)
    assert len(d.ids("Gluttonous Zombie", "exile")) == 1


def test_dreadhound_sees_itself_die_with_the_others() -> None:
    """CR 603.10a, 603.6c: Burn Down the House deals 5 damage to each creature. Dreadhound
    (6/6) survives it; the Shock that follows kills it along with nothing else, and it sees its
    own death ("whenever a creature dies": each opponent loses 1). Before that, Glory Seeker
    and Elvish Warrior, dying to the 5 damage, each made it trigger: 3 life in all."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    s.battlefield(0, "Dreadhound", "Glory Seeker", *["Mountain"] * 6)
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Burn Down the House", "Shock")
    d = Driver(s.build())
    d.cast(0, "Burn Down the House", modes=[0])
    d.resolve()
    assert d.zone_of("Dreadhound") == "battlefield"
    d.take_first("order_triggers")
    d.resolve_all()
    assert d.life(1) == 18
    d.cast(0, "Shock", targets=[d.find("Dreadhound")])
    d.resolve()
    assert d.zone_of("Dreadhound") == "graveyard"
    d.resolve_all()
    assert (d.life(0), d.life(1)) == (20, 17)
