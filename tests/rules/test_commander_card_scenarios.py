"""Midnight Hunt Commander cards and the commander rules, at a Commander table of four.

CR 903.9a   a commander put into a graveyard or exile may be put into the command zone by its
            owner the next time state-based actions are checked; from the command zone it is a
            new object (CR 400.7) that abilities waiting to move "it" can't find, but
            leaves-the-battlefield abilities still look back at it (CR 603.10a).
CR 903.10a  commander damage is combat damage a commander deals: damage a replacement effect
            turns into something else (Undead Alchemist's milling, CR 614.1a) is never dealt.
CR 903.3    being a commander is an attribute of the card, not a characteristic: a token copy
            of a commander card isn't one, and the card stays one under another player's
            control, so its combat damage to its own owner is commander damage too.
CR 607.2a   the cards "exiled with" a commander are still found by its "dies" ability after it
            went on to the command zone.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver

WILHELT = "Wilhelt, the Rotcleaver"
GOREX = "Gorex, the Tombshell"


def _table() -> Scenario:
    s = Scenario(players=4, seed=1, format="commander")
    for p in range(4):
        s.library(p, *["Plains"] * 8)
    return s


def _resolve_answering(d: Driver, commander_zone: str) -> None:
    """Resolve the stack; each commander-zone choice is answered ``commander_zone``, any other
    decision with its first legal answer."""
    while d.state.stack or d.decision.kind != "priority":
        dec = d.decision
        if dec.kind == "priority":
            d.pass_priority()
        elif dec.kind == "commander_zone":
            d.choose(commander_zone)
        else:
            d.act(dec.player, d.game.legal_actions()[0])


def test_a_zombie_commanders_damage_turned_into_milling_is_no_commander_damage() -> None:
    """CR 903.10a, 614.1a, 510.2: Wilhelt (3/3), player 0's commander, attacks player 2 with
    Undead Alchemist on the battlefield: the damage is replaced, player 2 mills three cards,
    loses no life and has been dealt no commander damage."""
    s = _table()
    s.commander(0, WILHELT, zone="battlefield")
    s.battlefield(0, "Undead Alchemist")
    d = Driver(s.build())
    wilhelt = d.find(WILHELT)
    d.to_combat()
    d.attack({wilhelt: 2})
    while d.state.step.name != "END_OF_COMBAT":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.life(2) == 40
    assert len(d.state.players[2].graveyard) == 3
    assert d.state.players[2].commander_damage == {}


def test_a_commander_s_dies_ability_returns_a_card_exiled_with_it_from_the_command_zone() -> None:
    """CR 603.10a, 607.2a, 903.9a: Gorex, player 0's commander, with two cards exiled with it,
    is destroyed and its owner puts it into the command zone before its "dies" ability goes on
    the stack: the ability still returns one of the cards exiled with it to its owner's hand.
    Left in the graveyard, the same."""
    for answer, zone in (("command_zone", "command"), ("stay", "graveyard")):
        s = _table()
        s.commander(0, GOREX, zone="battlefield")
        s.exile(0, "Glory Seeker", "Elvish Warrior", exiled_with=GOREX)
        s.battlefield(0, "Swamp", "Swamp")
        s.hand(0, "Go for the Throat")
        d = Driver(s.build())
        d.cast(0, "Go for the Throat", targets=[d.find(GOREX)])
        _resolve_answering(d, answer)
        assert d.zone_of(GOREX) == zone
        hand = [d.chars(c).name for c in d.state.players[0].hand]
        assert len(hand) == 1 and hand[0] in ("Glory Seeker", "Elvish Warrior")
        assert len([c for c in (d.find("Glory Seeker"), d.find("Elvish Warrior"))
                    if d.state.objects[c].zone.value == "exile"]) == 1


def test_a_commander_sacrificed_to_its_own_ability_is_exiled_then_may_go_home() -> None:
    """CR 903.9a, 400.7: at player 0's end step Wilhelt, their commander, is the Zombie
    sacrificed to its own ability (a card is drawn; its first ability doesn't see itself die:
    "another Zombie"). Left in the graveyard, it is exiled by Prowling Geistcatcher ("whenever
    you sacrifice another creature, exile it"), and from exile its owner is asked again: it
    goes to the command zone. Wilhelt was no token: the Geistcatcher gets no counter."""
    s = _table()
    s.commander(0, WILHELT, zone="battlefield")
    s.battlefield(0, "Prowling Geistcatcher", "Swamp", "Swamp")
    s.hand(0, "Go for the Throat")
    s.at("postcombat_main", active=0, turn=3)
    d = Driver(s.build())
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("may")
    d.choose(True)  # Wilhelt, the only Zombie, is sacrificed
    asked = []
    while d.state.stack or d.decision.kind != "priority":
        dec = d.decision
        if dec.kind == "commander_zone":
            asked.append(d.zone_of(WILHELT))
            d.choose("stay" if len(asked) == 1 else "command_zone")
        elif dec.kind == "priority":
            d.pass_priority()
        else:
            d.act(dec.player, d.game.legal_actions()[0])
    assert asked == ["graveyard", "exile"]
    assert d.zone_of(WILHELT) == "command"
    assert [d.chars(c).name for c in d.state.players[0].hand] == ["Go for the Throat", "Plains"]
    assert d.ids("Zombie Token") == []
    assert d.state.objects[d.find("Prowling Geistcatcher")].counters.get("+1/+1", 0) == 0


def test_the_curse_exiles_nothing_from_the_command_zone_but_still_makes_the_spider() -> None:
    """CR 903.9a, 400.7: player 0's Curse of Clinging Webs enchants player 1, whose commander
    Leinore dies and is put into the command zone before the Curse's ability resolves. The
    ability can't find it there (it is a new object): Leinore stays in the command zone, and
    player 0 still creates the Spider (MIC-RN-012's "either way")."""
    s = _table()
    s.commander(1, "Leinore, Autumn Sovereign", zone="battlefield")
    s.battlefield(0, "Curse of Clinging Webs", attached_to=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find("Leinore, Autumn Sovereign")])
    _resolve_answering(d, "command_zone")
    assert d.zone_of("Leinore, Autumn Sovereign") == "command"
    spiders = d.ids("Spider Token", "battlefield")
    assert len(spiders) == 1 and d.chars(spiders[0]).controller == 0


def _to_combat_on(d: Driver, turn: int) -> None:
    """Pass to the declare attackers decision of ``turn``, attacking with nothing before and
    declining Wilhelt's end-step sacrifice."""
    while not (d.state.turn == turn and d.decision.kind == "declare_attackers"):
        dec = d.decision
        if dec.kind == "priority":
            d.pass_priority()
        elif dec.kind == "declare_attackers":
            d.attack([])
        elif dec.kind == "declare_blockers":
            d.block()
        else:
            d.choose(False)  # "you may sacrifice a Zombie"


def test_a_commander_returned_under_another_player_s_control_damages_its_owner() -> None:
    """CR 903.3, 903.10a: Gravespawn Sovereign puts player 1's commander Wilhelt (from their
    graveyard) onto the battlefield under player 0's control. Attacking player 1, its 3
    combat damage is commander damage to its own owner."""
    s = _table()
    s.commander(1, WILHELT, zone="graveyard")
    s.battlefield(0, "Gravespawn Sovereign")
    s.token(0, "TMIC:5", 5)
    d = Driver(s.build())
    d.activate(0, "Gravespawn Sovereign", targets=[d.find(WILHELT)],
               choices=d.ids("Zombie Token", "battlefield"))
    d.resolve()
    wilhelt = d.find(WILHELT, "battlefield")
    assert d.chars(wilhelt).controller == 0
    _to_combat_on(d, 7)
    d.attack({wilhelt: 1})
    while d.state.step.name != "END_OF_COMBAT":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 37
    assert list(d.state.players[1].commander_damage.values()) == [3]


def test_a_token_copy_of_a_commander_card_is_no_commander() -> None:
    """CR 903.3, 707.2: Hour of Eternity exiles Wilhelt, player 0's commander left in their
    graveyard, and makes a token copy of it (a 4/4 black Zombie). The token isn't a
    commander: its combat damage to player 1 is no commander damage."""
    s = _table()
    s.commander(0, WILHELT, zone="graveyard")
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, "Hour of Eternity")
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find(WILHELT)])
    _resolve_answering(d, "stay")
    token = d.find(WILHELT, "battlefield")
    assert d.state.objects[token].is_token and d.zone_of(WILHELT) == "exile"
    _to_combat_on(d, 7)
    d.attack({token: 1})
    while d.state.step.name != "END_OF_COMBAT":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 36
    assert d.state.players[1].commander_damage == {}
