"""Zone changes and object identity across cards (CR 400.7, 607.2a, 610.3)."""

from __future__ import annotations

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_gisa_exiled_and_returned_is_new_and_leaves_her_old_exiles_in_exile() -> None:
    """CR 400.7, 607.2a: the Glory Seeker was exiled with the Gisa that Borrowed Time exiled;
    the Gisa that returns is a new object, and its upkeep ability finds no card exiled with
    it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gisa, Glorious Resurrector", label="gisa")
    s.exile(1, "Glory Seeker", exiled_with="gisa")
    s.battlefield(1, "Plains", "Plains", "Plains", "Forest", "Forest")
    s.hand(1, "Borrowed Time", "Naturalize")
    for p in (0, 1):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Borrowed Time")
    d.resolve()
    d.choose(d.find("Gisa, Glorious Resurrector"))
    d.resolve()
    assert d.zone_of("Gisa, Glorious Resurrector") == "exile"
    d.cast(1, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    assert d.zone_of("Gisa, Glorious Resurrector") == "battlefield"
    d.pass_until("draw", turn=5)
    assert d.zone_of("Glory Seeker") == "exile"


def test_a_geistcatcher_exiled_returns_its_cards_and_comes_back_without_them() -> None:
    """CR 610.3, 400.7: player 1's Prowling Geistcatcher leaves when Borrowed Time exiles it:
    the card exiled with it returns to its owner; when Borrowed Time leaves, the Geistcatcher
    returns as a new object and the card stays on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Forest", "Forest")
    s.hand(0, "Borrowed Time", "Naturalize")
    s.battlefield(1, "Prowling Geistcatcher", label="gc")
    s.exile(1, "Glory Seeker", exiled_with="gc")
    d = Driver(s.build())
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(d.find("Prowling Geistcatcher"))
    d.resolve()
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "battlefield"
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    d.resolve_all()
    assert d.zone_of("Prowling Geistcatcher") == "battlefield"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_borrowed_time_exiled_by_another_lets_its_card_go_and_comes_back_anew() -> None:
    """CR 610.3, 400.7: player 0's Borrowed Time has exiled player 1's Glory Seeker; player
    1's Borrowed Time exiles it: the Seeker returns; when player 1's leaves, player 0's comes
    back as a new object whose enters ability exiles a permanent again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Forest", "Forest")
    s.hand(0, "Borrowed Time", "Naturalize")
    s.battlefield(1, "Glory Seeker", "Plains", "Plains", "Plains")
    s.hand(1, "Borrowed Time")
    for p in (0, 1):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_until("precombat_main", turn=4)
    mine = d.find("Borrowed Time", "battlefield", player=0)
    d.cast(1, "Borrowed Time")
    d.resolve()
    d.choose(mine)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.ids("Borrowed Time", zone="exile")
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield", player=1)])
    d.resolve()
    back = d.find("Borrowed Time", "battlefield", player=0)
    assert back != mine
    assert d.state.stack  # its enters ability triggered again
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"


def test_a_creature_stolen_by_ghouls_night_out_flickered_returns_to_its_owner_plain() -> None:
    """CR 400.7, 610.3c: Hallowed Respite returns the card under its owner's control; the new
    object is no longer a black Zombie with decayed, and it's tapped (not the caster's)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Plains", "Island")
    s.hand(0, "Ghouls' Night Out", "Hallowed Respite")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Ghouls' Night Out")
    d.resolve()
    d.choose(seeker)
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).controller == 0 and d.chars(seeker).has("Decayed")
    d.cast(0, "Hallowed Respite", targets=[seeker])
    d.resolve()
    new = d.find("Glory Seeker", "battlefield")
    assert new != seeker
    assert d.chars(new).controller == 1
    assert not d.chars(new).has("Decayed")
    assert "Zombie" not in d.chars(new).subtypes
    assert d.state.objects[new].tapped and not d.state.objects[new].counters


def test_kaboom_cards_put_on_the_bottom_are_revealed_again_for_the_next_target() -> None:
    """CR 401.1, 608.2c: each target's process ends by putting the revealed cards on the
    bottom; with a two-card library the next target's reveal goes through the land again and
    reaches the Shock put on the bottom before: 1 damage to each player."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Kaboom!")
    s.library(0, "Shock", "Forest")
    d = Driver(s.build())
    d.cast(0, "Kaboom!", targets=[1, 0])
    d.resolve()
    d.choose(1)
    while d.decision.kind == "order_cards":
        d.take_first("order_cards")
    assert d.life(1) == 19
    assert d.life(0) == 19
    names = [d.game.card(c).name for c in d.state.players[0].library]
    assert sorted(names) == ["Forest", "Shock"]


def test_gorex_exiled_and_returned_finds_no_card_exiled_with_its_spell() -> None:
    """CR 607.2a, 400.7: the Glory Seekers were exiled to pay for the Gorex spell that became
    that permanent; once Borrowed Time has exiled it and it returned, the new Gorex attacks
    and finds no card exiled with it: they stay in exile."""
    s = Scenario(seed=3)
    s.battlefield(0, *["Swamp"] * 2)
    s.hand(0, "Gorex, the Tombshell")
    s.graveyard(0, *["Glory Seeker"] * 4)
    s.battlefield(1, "Plains", "Plains", "Plains", "Forest", "Forest")
    s.hand(1, "Borrowed Time", "Naturalize")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Gorex, the Tombshell", "hand"), "normal"))
    d.choose(4)
    d.pay()
    for _ in range(4):
        d.choose(d.expect("cost_exile_gy").actions[0].value)
    d.resolve()
    old = d.find("Gorex, the Tombshell", "battlefield")
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Borrowed Time")
    d.resolve()
    d.choose(old)
    d.resolve()
    assert d.zone_of("Gorex, the Tombshell") == "exile"
    assert len(d.ids("Glory Seeker", "exile")) == 4  # leaving isn't dying: nothing returned
    d.cast(1, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    gorex = d.find("Gorex, the Tombshell", "battlefield")
    assert gorex != old
    d.pass_until("beginning_of_combat", turn=5)
    d.to_combat()
    d.attack([gorex])
    d.resolve_all()
    assert len(d.ids("Glory Seeker", "exile")) == 4
    assert not d.ids("Glory Seeker", "hand")


def test_gorex_cast_from_the_graveyard_is_on_the_stack_and_cant_exile_itself() -> None:
    """CR 601.2a, 601.2b, 400.7: cast with Gisa and Geralf's permission, Gorex has moved to
    the stack before its additional cost is announced and paid: the only creature card left
    in the graveyard is Glory Seeker, so 0 or 1 is offered and only the Seeker is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gisa and Geralf", *["Swamp"] * 8)
    s.graveyard(0, "Gorex, the Tombshell", "Glory Seeker")
    s.library(0, *["Island"] * 6)
    s.library(1, *["Island"] * 6)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Gorex, the Tombshell"), "graveyard_permission"))
    assert {a.value for a in d.expect("exile_count").actions} == {0, 1}
    d.choose(1)
    d.pay()
    seeker = d.find("Glory Seeker")
    assert {a.value for a in d.expect("cost_exile_gy").actions} == {seeker}
    d.choose(seeker)
    d.resolve()
    assert d.zone_of("Gorex, the Tombshell") == "battlefield"
    assert d.zone_of("Glory Seeker") == "exile"


def test_hour_of_eternity_copies_a_commander_it_exiles_before_it_may_go_home() -> None:
    """CR 400.7j, 903.9a: the rest of Hour of Eternity's effect finds the commander card in
    exile and makes a token copy of it; only then, as a state-based action, does its owner
    choose to move it to the command zone (not a replacement of the exile)."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Katilda, Dawnhart Prime", zone="graveyard")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia")
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Hour of Eternity")
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find("Katilda, Dawnhart Prime")])
    d.resolve()
    assert d.zone_of("Katilda, Dawnhart Prime") == "exile"
    tokens = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert [d.game.card(o).name for o in tokens] == ["Katilda, Dawnhart Prime"]
    d.expect("commander_zone")
    d.choose("command_zone")
    assert d.zone_of("Katilda, Dawnhart Prime") == "command"
    assert [o for o in d.state.battlefield if d.state.objects[o].is_token] == tokens
