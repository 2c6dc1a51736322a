"""Acceptance scenarios for zones and objects changing zones (CR 400-406).

CR 400.3    an object going to a library, hand or graveyard other than its owner's goes to its
            owner's: a creature stolen and then returned to "its owner's hand", sacrificed, or
            dying.
CR 400.7    an object that changes zones is a new object: effects "until end of turn", marked
            damage, counters and delayed triggers aimed at the old object don't follow it.
CR 403.4    a permanent entering the battlefield is a new object, with summoning sickness
            (CR 302.6).
CR 406.6    cards "exiled with" an object are those its own ability exiled (CR 607.2a).
CR 405.6c   a mana ability adds its mana at once, off the stack.
CR 404.1    a resolved instant, then a creature dying, each go on top of their owner's
            graveyard, whose order stays as it is and is the same for every player (404.2).
CR 405.3    objects put on the stack at the same time: the active player's lowest, then each
            other player's in turn order, whoever the active player is.
"""

from __future__ import annotations

from manastack.decisions.actions import DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver


def _names(d: Driver, ids: list[int]) -> list[str]:
    return sorted(d.game.card(c).name for c in ids)


def _cast_with(d: Driver, name: str, lands: list[int], targets: list[object]) -> None:
    """Cast ``name`` for player 0 paying with exactly these lands."""
    d.cast(0, name, targets=targets, pay=False)
    for land in lands:
        d.mana(0, land)


def test_400_3_riptide_laboratory_returns_a_stolen_wizard_to_its_owners_hand() -> None:
    """Pack's Betrayal gives player 0 an Embermage Goblin (a Goblin Wizard) until end of turn;
    Riptide Laboratory returns that Wizard player 0 controls "to its owner's hand": player 1's
    hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Laboratory", "Island", "Island", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Embermage Goblin")
    d = Driver(s.build())
    goblin = d.find("Embermage Goblin")
    _cast_with(d, "Pack's Betrayal", d.ids("Mountain"), [goblin])
    d.resolve()
    assert d.state.objects[goblin].controller == 0
    d.activate(0, "Riptide Laboratory", targets=[goblin])
    d.resolve()
    assert _names(d, d.state.players[1].hand) == ["Embermage Goblin"]
    assert not d.state.players[0].hand


def test_400_3_a_stolen_creature_sacrificed_goes_to_its_owners_graveyard() -> None:
    """Player 0 steals a Glory Seeker and sacrifices it to Ormendahl, the Corrupter: it goes to
    player 1's graveyard, and player 0 draws."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jerren, Corrupted Bishop", transformed=True)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal")
    s.library(0, "Forest")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Pack's Betrayal", targets=[seeker])
    d.resolve()
    d.activate(0, "Jerren, Corrupted Bishop", choices=[seeker])
    d.resolve()
    assert d.find("Glory Seeker", "graveyard", player=1)
    assert "Glory Seeker" not in _names(d, d.state.players[0].graveyard)
    assert _names(d, d.state.players[0].hand) == ["Forest"]


def test_400_3_liesa_returns_a_stolen_creature_to_its_owners_hand() -> None:
    """Liesa, Forgotten Archangel: "another nontoken creature you control dies, return that
    card to its owner's hand at the beginning of the next end step". A Glory Seeker stolen from
    player 1 dies under player 0's control (Liesa's exile-instead applies only to creatures an
    opponent controls): it goes to player 1's graveyard, and at the end step to player 1's
    hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Liesa, Forgotten Archangel", "Mountain", "Mountain", "Mountain",
                  "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal", "Shock")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Pack's Betrayal", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.find("Glory Seeker", "graveyard", player=1)
    d.pass_until("end")
    d.resolve_all()
    assert _names(d, d.state.players[1].hand) == ["Glory Seeker"]
    assert _names(d, d.state.players[0].hand) == []


def test_400_7_a_blinked_creature_loses_its_pump_damage_and_counters() -> None:
    """A Glory Seeker with a +1/+1 counter, 1 damage and Might of the Old Ways (+2/+2 until end
    of turn) is exiled and returned by Hallowed Respite: a new object, a 2/2 with no damage and
    only the new +1/+1 counter the Respite gives."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1}, damage=1)
    s.battlefield(0, "Plains", "Island", "Forest", "Forest")
    s.hand(0, "Hallowed Respite", "Might of the Old Ways")
    s.library(0, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    _cast_with(d, "Might of the Old Ways", d.ids("Forest", "battlefield"), [seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (5, 5)
    d.cast(0, "Hallowed Respite", targets=[seeker])
    d.resolve()
    new = d.find("Glory Seeker", "battlefield")
    o = d.state.objects[new]
    assert (d.chars(new).power, d.chars(new).toughness) == (3, 3)
    assert o.damage == 0 and o.counters == {"+1/+1": 1}


def test_403_4_a_creature_blinked_in_your_main_phase_cant_attack() -> None:
    """Hallowed Respite on your own creature that was there since the turn began: the creature
    that returns is a new object, under its controller's control only since now (CR 302.6),
    so it can't attack this turn; the other creature can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Daru Lancer", "Plains", "Island")
    s.hand(0, "Hallowed Respite")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Hallowed Respite", targets=[d.find("Glory Seeker")])
    d.resolve()
    seeker = d.find("Glory Seeker", "battlefield")
    lancer = d.find("Daru Lancer")
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert lancer in attackers and seeker not in attackers


def test_400_7_wake_to_slaughters_exile_doesnt_follow_a_creature_that_left_and_returned() -> None:
    """Wake to Slaughter returns a Glory Seeker to the battlefield, to be exiled at the next end
    step; bounced by Fading Hope and cast again, it is a new object, and the delayed trigger
    doesn't exile it (CR 400.7, 610.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Island",
                  "Plains", "Plains")
    s.graveyard(0, "Glory Seeker", "Krosan Tusker")
    s.hand(0, "Wake to Slaughter", "Fading Hope")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker"), d.find("Glory Seeker")])
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Krosan Tusker"))
    seeker = d.find("Glory Seeker", "battlefield")
    d.cast(0, "Fading Hope", targets=[seeker])
    d.resolve()
    while d.decision.kind != "priority":  # the scry 1
        d.act(0, d.game.legal_actions()[0])
    d.cast(0, "Glory Seeker")
    d.resolve()
    d.pass_until("end")
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert not d.ids("Glory Seeker", "exile")


def test_406_6_each_geistcatcher_returns_only_the_card_it_exiled() -> None:
    """Two Prowling Geistcatchers: a creature sacrificed triggers both; the first to resolve
    exiles it, and the second finds nothing (the card is a new object in exile, CR 400.7).
    Each Geistcatcher returned to hand returns only the cards exiled with it: exactly one of
    them brings the Glory Seeker back, once."""
    s = Scenario(seed=1)
    s.battlefield(0, "Prowling Geistcatcher", "Prowling Geistcatcher", "Glory Seeker",
                  "Island", "Island")
    s.battlefield(0, "Jerren, Corrupted Bishop", transformed=True)
    s.hand(0, "Fading Hope", "Fading Hope")
    s.library(0, "Forest", "Forest", "Forest")
    d = Driver(s.build())
    first, second = d.ids("Prowling Geistcatcher", "battlefield")
    d.activate(0, "Jerren, Corrupted Bishop", choices=[d.find("Glory Seeker")])
    d.take_first("order_triggers")
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "exile"
    returned = []
    for catcher in (first, second):
        d.cast(0, d.ids("Fading Hope", "hand")[0], targets=[catcher])
        d.resolve()
        d.resolve_all()
        while d.decision.kind != "priority":  # the scry 1
            d.act(0, d.game.legal_actions()[0])
        returned.append(len(d.ids("Glory Seeker", "battlefield")))
    assert returned in ([1, 1], [0, 1])
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_400_3_a_reanimated_creature_of_an_opponent_dies_into_its_owners_graveyard() -> None:
    """Gravespawn Sovereign puts the opponent's Goblin Sky Raider onto the battlefield under
    player 0's control; Shocked, it goes to its owner's graveyard, player 1's; bounced
    instead by Fading Hope ("to its owner's hand"), to player 1's hand."""
    for finish in ("Shock", "Fading Hope"):
        s = Scenario(seed=1)
        s.battlefield(0, "Gravespawn Sovereign", "Severed Legion", "Severed Legion",
                      "Gluttonous Zombie", "Accursed Centaur", "Mountain", "Island")
        s.hand(0, finish)
        s.graveyard(1, "Goblin Sky Raider")
        s.library(0, "Island")
        d = Driver(s.build())
        zombies = [d.find("Gravespawn Sovereign"), *d.ids("Severed Legion"),
                   d.find("Gluttonous Zombie"), d.find("Accursed Centaur")]
        d.activate(0, "Gravespawn Sovereign", targets=[d.find("Goblin Sky Raider")],
                   choices=zombies)
        d.resolve()
        raider = d.find("Goblin Sky Raider", "battlefield")
        assert d.chars(raider).controller == 0
        d.cast(0, finish, targets=[raider])
        d.resolve()
        while d.decision.kind != "priority":  # Fading Hope's scry 1
            d.act(0, d.game.legal_actions()[0])
        zone = "graveyard" if finish == "Shock" else "hand"
        assert d.find("Goblin Sky Raider", zone, player=1)
        assert not d.ids("Goblin Sky Raider", zone, player=0)


def test_406_6_a_gisa_that_left_and_returned_doesnt_return_the_old_ones_exiles() -> None:
    """Gisa, Glorious Resurrector exiles an opponent's Screeching Buzzard that would die; Gisa
    is returned to hand by Fading Hope and cast again: the new Gisa is a new object (CR 400.7),
    no card was exiled with it, and its upkeep ability returns nothing (CR 607.2a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Island", "Swamp", "Swamp", "Swamp", "Swamp",
                  "Gisa, Glorious Resurrector")
    s.hand(0, "Shock", "Fading Hope")
    s.battlefield(1, "Screeching Buzzard")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Screeching Buzzard")])
    d.resolve()
    assert d.zone_of("Screeching Buzzard") == "exile"
    d.cast(0, "Fading Hope", targets=[d.find("Gisa, Glorious Resurrector")])
    d.resolve()
    while d.decision.kind != "priority":  # the scry 1
        d.act(0, d.game.legal_actions()[0])
    d.cast(0, "Gisa, Glorious Resurrector")
    d.resolve()
    d.pass_until("draw", turn=5)
    assert d.zone_of("Screeching Buzzard") == "exile"


def test_406_4_a_new_wall_of_mourning_returns_only_its_own_face_down_card() -> None:
    """CR 406.4, 406.5, 607.2a: Wall of Mourning exiles the top card (Forest) face down;
    returned to hand by Fading Hope and cast again, the new Wall exiles the next (Island) in a
    pile of its own. At the end step (coven: powers 0, 2 and 3) a card exiled with the new Wall
    goes to the hand: the Island, never the Forest the old Wall exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Island", "Glory Seeker",
                  "Gluttonous Zombie")
    s.hand(0, "Wall of Mourning", "Fading Hope")
    s.library(0, "Forest", "Island", "Swamp", "Mountain")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    for _ in range(2):
        d.cast(0, "Wall of Mourning")
        d.resolve()
        d.resolve()  # its enters trigger
        if d.ids("Fading Hope", "hand"):
            d.cast(0, "Fading Hope", targets=[d.find("Wall of Mourning")])
            d.resolve()
            while d.decision.kind != "priority":  # the scry 1: kept on top
                d.act(0, d.game.legal_actions()[0])
    assert _names(d, d.state.exile) == ["Forest", "Island"]
    d.pass_until("end")
    assert _names(d, d.state.players[0].hand) == ["Island"]
    assert _names(d, d.state.exile) == ["Forest"]


def test_405_6c_a_sacrifice_for_mana_adds_the_mana_at_once_and_its_trigger_waits() -> None:
    """An Eldrazi Spawn's "Sacrifice this creature: Add {C}" is a mana ability: the mana is in
    the pool at once, without the stack; Prowling Geistcatcher's trigger for the sacrifice goes
    on the stack afterwards, and a token sacrificed gives it a +1/+1 counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Prowling Geistcatcher")
    s.token(0, "Eldrazi Spawn")
    d = Driver(s.build())
    d.mana(0, d.find("Eldrazi Spawn"))
    assert d.state.players[0].mana_pool.get("C") == 1
    assert len(d.state.stack) == 1  # the Geistcatcher's trigger only
    d.resolve()
    assert d.state.objects[d.find("Prowling Geistcatcher")].counters == {"+1/+1": 1}


def test_400_3_a_decayed_creature_of_an_opponent_sacrificed_goes_to_its_owner() -> None:
    """Ghouls' Night Out puts the opponent's Elvish Warrior onto the battlefield under player
    0's control, a Zombie with decayed. On player 0's next turn it attacks and is sacrificed
    at end of combat: it goes to its owner's graveyard, player 1's, a Zombie no more."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.graveyard(1, "Elvish Warrior")
    s.hand(0, "Ghouls' Night Out")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Ghouls' Night Out")
    d.resolve()
    d.choose(d.find("Elvish Warrior"))
    warrior = d.find("Elvish Warrior", "battlefield")
    assert d.chars(warrior).controller == 0
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([warrior])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    card = d.find("Elvish Warrior", "graveyard", player=1)
    assert "Zombie" not in d.chars(card).subtypes
    assert "Elvish Warrior" not in _names(d, d.state.players[0].graveyard)


def test_404_1_each_card_goes_on_top_of_its_owners_graveyard_in_order() -> None:
    """CR 404.1, 404.2, 608.2n, 304.2, 704.5g: Shock kills player 0's own Glory Seeker: the
    Shock, finished resolving, goes on top of the graveyard (over the Forest already there,
    whose place doesn't change, CR 400.5), then the Seeker dies to the state-based actions on
    top of it; both players see that order."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.graveyard(0, "Forest")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    grave = d.state.players[0].graveyard
    assert [d.game.card(c).name for c in grave] == ["Forest", "Shock", "Glory Seeker"]
    for viewer in (0, 1):
        assert [c["id"] for c in d.game.view(viewer)["players"][0]["graveyard"]] == grave


def test_405_3_simultaneous_triggers_go_on_the_stack_from_the_active_player_in_turn_order(
        ) -> None:
    """CR 405.3, 603.3b, 101.4: in player 1's turn of a three-player game, each player's Morbid
    Opportunist triggers as Glory Seeker dies: player 1's (the active player's) goes on the
    stack first, then player 2's, then player 0's, which resolves first."""
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.battlefield(p, "Morbid Opportunist")
        s.library(p, *["Plains"] * 3)
    s.battlefield(1, "Mountain", "Glory Seeker")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert [d.state.objects[x].controller for x in d.state.stack] == [1, 2, 0]
    drew = []
    while d.state.stack:
        hands = [len(p.hand) for p in d.state.players]
        d.resolve()
        drew += [p for p in range(3) if len(d.state.players[p].hand) > hands[p]]
    assert drew == [0, 2, 1]
