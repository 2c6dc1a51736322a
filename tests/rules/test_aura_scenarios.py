"""Aura scenarios (CR 303.4, 702.5 enchant): an Aura put onto the battlefield other than by
resolving as an Aura spell is attached to what the player it enters under chooses as it enters,
among what its enchant ability allows (303.4f) — not targeted, so hexproof doesn't stop it
(702.11b) nor does ward trigger (702.21a), but protection does (702.16c) — and with nothing
it could enchant it stays where it was (303.4g); objects entering at the same time aren't there to be chosen. An Aura already
attached stays when the permanent gains hexproof (702.11b: hexproof is about targeting). A
daybound Aura card put onto the battlefield at night enters transformed (702.145b): no Aura
enters, so nothing is chosen for it to enchant. A permanent spell that isn't an Aura spell but
enters as a copy of an Aura (707.2) is an Aura entering that way too: its player chooses what
it enchants, and with nothing to enchant it is put into its owner's graveyard from the stack
(303.4g).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _storm(*opponent_cards: str, own: str | None = None, boots: bool = True,
           also: str | None = None, phased: str | None = None) -> Driver:
    """Player 0 casts Storm the Festival with Candletrap (an Aura, "Enchant creature", white) on
    top of their library and takes only it; player 1 controls ``opponent_cards`` (the first
    one wearing Swiftfoot Boots: hexproof, when ``boots``; ``phased`` phased out before them).
    With ``also``, player 0 takes that card of the five too (Island or Plains)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    if own is not None:
        s.battlefield(0, own)
    s.hand(0, "Storm the Festival")
    s.library(0, "Candletrap", "Island", "Plains", "Plains", "Plains", "Plains")
    if phased is not None:
        s.battlefield(1, phased, phased_out=True)
    for i, name in enumerate(opponent_cards):
        s.battlefield(1, name, label=f"o{i}")
    if boots and opponent_cards:
        s.battlefield(1, "Swiftfoot Boots", attached_to="o0")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Candletrap", zone="library"))
    d.choose(None if also is None else d.find(also, zone="library"))
    return d


def test_303_4f_an_aura_put_onto_the_battlefield_may_enchant_a_hexproof_creature() -> None:
    """CR 303.4f, 702.11b: Candletrap put onto the battlefield by Storm the Festival isn't cast
    and targets nothing: its controller chooses among the creatures, their own Elvish Warrior
    and the opponent's Glory Seeker with hexproof (Swiftfoot Boots), and may choose the latter,
    which then has defender."""
    d = _storm("Glory Seeker", own="Elvish Warrior")
    seeker = d.find("Glory Seeker")
    dec = d.expect("choose_option")
    assert dec.player == 0 and dec.prompt == "Choose what it enchants"
    assert {a.value for a in dec.actions} == {seeker, d.find("Elvish Warrior")}
    assert d.chars(seeker).has("Hexproof")
    d.choose(seeker)
    d.expect("priority")
    trap = d.find("Candletrap", zone="battlefield")
    assert d.state.objects[trap].attached_to == seeker
    assert d.chars(seeker).has("Defender")


def test_303_4f_the_only_creature_it_may_enchant_is_chosen_for_it() -> None:
    """CR 303.4f: with a single creature on the battlefield (the opponent's, hexproof), the
    Aura enters attached to it without being targeted, and stays (it is a legal attachment,
    CR 704.5m)."""
    d = _storm("Glory Seeker")
    d.expect("priority")
    seeker = d.find("Glory Seeker")
    trap = d.find("Candletrap", zone="battlefield")
    assert d.state.objects[trap].attached_to == seeker
    assert d.state.objects[trap].controller == 0


def test_702_16c_a_creature_with_protection_from_the_aura_isnt_a_choice() -> None:
    """CR 303.4f, 701.3a, 702.16c, 702.26b: Disciple of Malice (protection from white) can't be
    enchanted by the white Candletrap, and a phased-out Elvish Warrior is treated as though it
    doesn't exist, so the Aura enchants the only other creature, Glory Seeker."""
    d = _storm("Glory Seeker", "Disciple of Malice", boots=False, phased="Elvish Warrior")
    d.expect("priority")
    trap = d.find("Candletrap", zone="battlefield")
    assert d.state.objects[trap].attached_to == d.find("Glory Seeker")


def test_303_4g_with_nothing_to_enchant_the_aura_stays_in_the_library() -> None:
    """CR 303.4g: with no creature on the battlefield, Candletrap can't enter: it stays in its
    current zone, the library, rather than entering and going to the graveyard; the Island
    put onto the battlefield with it enters."""
    d = _storm(also="Island")
    d.expect("priority")
    assert d.ids("Island", zone="battlefield", player=0)
    assert not d.ids("Candletrap", zone="battlefield")
    assert not d.ids("Candletrap", zone="graveyard")
    assert d.ids("Candletrap", zone="library")


def test_303_4g_an_aura_taken_with_the_only_creature_stays_among_the_rest() -> None:
    """CR 303.4f, 303.4g, 608.2c: Storm the Festival takes Candletrap and Glory Seeker with no
    creature on the battlefield. The Seeker enters; it isn't there yet as the Aura would
    enter, so the Aura has nothing to enchant and stays in the library, one of "the rest":
    it goes to the bottom with the three Plains, the sixth card (an Island) now on top."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.library(0, "Candletrap", "Glory Seeker", "Plains", "Plains", "Plains", "Island")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Candletrap", zone="library"))
    d.choose(d.find("Glory Seeker", zone="library"))
    d.expect("priority")
    assert d.ids("Glory Seeker", zone="battlefield", player=0)
    lib = [d.game.name_of(c) for c in d.state.players[0].library]
    assert lib[0] == "Island" and sorted(lib[1:]) == ["Candletrap", "Plains", "Plains", "Plains"]


def test_303_4f_a_creature_entering_at_the_same_time_cant_be_chosen() -> None:
    """CR 303.4f: Tempting Wurm lets the opponent put Candletrap and Glory Seeker onto the
    battlefield at once. The opponent, under whose control the Aura enters, chooses what it
    enchants: the Wurm or their own Elvish Warrior, but not the Seeker, which isn't on the
    battlefield yet as the Aura enters. They choose the Wurm, which gets defender."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Tempting Wurm")
    s.hand(1, "Candletrap", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Candletrap"))
    d.choose(d.find("Glory Seeker"))
    wurm = d.find("Tempting Wurm")
    dec = d.expect("choose_option")
    assert dec.player == 1
    assert {a.value for a in dec.actions} == {wurm, d.find("Elvish Warrior")}
    d.choose(wurm)
    d.expect("priority")
    trap = d.find("Candletrap", zone="battlefield")
    assert d.state.objects[trap].controller == 1
    assert d.state.objects[trap].attached_to == wurm
    assert d.chars(wurm).has("Defender")
    assert d.ids("Glory Seeker", zone="battlefield", player=1)


def test_702_11b_an_aura_attached_before_hexproof_is_gained_stays() -> None:
    """CR 702.11b, 115.1b: hexproof only stops targeting, and an Aura permanent targets
    nothing. The opponent's Candletrap enchants Glory Seeker; equipping Swiftfoot Boots gives
    it hexproof, and Candletrap stays, its defender still applying."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(1, "Candletrap", attached_to="seeker")
    s.battlefield(0, "Swiftfoot Boots", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Hexproof")
    assert d.zone_of("Candletrap") == "battlefield"
    assert d.chars(seeker).has("Defender")


def test_303_4f_an_aura_put_onto_a_creature_with_ward_triggers_no_ward() -> None:
    """CR 303.4f, 702.21a: Storm the Festival puts Candletrap onto the battlefield; the only
    creature is the opponent's Chaplain of Alms (ward {1}). The Aura is attached to it as it
    enters without targeting it, so ward, which triggers on becoming the target of a spell or
    ability, doesn't trigger: nothing goes on the stack and the Chaplain has defender."""
    d = _storm("Chaplain of Alms", boots=False)
    d.expect("priority")
    chaplain = d.find("Chaplain of Alms")
    assert not d.state.stack
    assert d.state.objects[d.find("Candletrap", zone="battlefield")].attached_to == chaplain
    assert d.chars(chaplain).has("Defender")
    assert not [e for e in d.game.log if e.kind == "becomes_target"]


def test_303_4f_a_curse_put_onto_the_battlefield_enchants_the_player_chosen() -> None:
    """CR 303.4f, 702.5d: Storm the Festival puts Curse of Silence ("Enchant player") and Curse
    of Shaken Faith onto the battlefield; for each, its controller chooses a player, either
    one — the opponent's shroud (True Believer) doesn't matter, nothing is targeted — and Curse
    of Silence still makes its own "as enters" choice of a card name."""
    s = Scenario(seed=1)
    s.battlefield(1, "True Believer")
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.library(0, "Curse of Silence", "Curse of Shaken Faith", "Plains", "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Curse of Silence", zone="library"))
    d.choose(d.find("Curse of Shaken Faith", zone="library"))
    dec = d.expect("choose_option")
    assert {a.value for a in dec.actions} == {0, 1}
    d.choose(1)
    d.expect("choose_option")
    d.choose("Shock")
    dec = d.expect("choose_option")
    assert {a.value for a in dec.actions} == {0, 1}
    d.choose(0)
    d.expect("priority")
    silence = d.state.objects[d.find("Curse of Silence", zone="battlefield")]
    faith = d.state.objects[d.find("Curse of Shaken Faith", zone="battlefield")]
    assert (silence.attached_to, silence.chosen) == (1, {"card_name": "Shock"})
    assert faith.attached_to == 0


def test_303_4f_a_creature_with_an_aura_back_face_enters_as_a_creature() -> None:
    """CR 303.4f, 712.8a: Vengeful Strangler's back face is an Aura, but the card is cast and
    enters front face up, a creature: nothing asks what it enchants, and it stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Vengeful Strangler")
    d = Driver(s.build())
    d.cast(0, "Vengeful Strangler")
    d.resolve()
    d.expect("priority")
    strangler = d.find("Vengeful Strangler", zone="battlefield")
    assert d.state.objects[strangler].attached_to is None
    assert d.chars(strangler).is_creature


def test_303_4f_the_aura_is_attached_as_it_enters_so_its_enters_trigger_sees_it() -> None:
    """CR 303.4f, 603.6a: Storm the Festival puts Howl of the Hunt onto the battlefield
    attached to its controller's tapped Bounding Wolf (the only creature); its "when enters,
    if enchanted creature is a Wolf or Werewolf, untap that creature" ability sees the Wolf
    enchanted, and untaps it: a 5/4 with vigilance."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.battlefield(0, "Bounding Wolf", tapped=True)
    s.hand(0, "Storm the Festival")
    s.library(0, "Howl of the Hunt", "Island", "Plains", "Plains", "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Howl of the Hunt", zone="library"))
    d.choose(None)
    assert len(d.state.stack) == 1  # the enters trigger
    d.resolve_all()
    wolf = d.find("Bounding Wolf")
    assert not d.state.objects[wolf].tapped
    assert (d.chars(wolf).power, d.chars(wolf).toughness) == (5, 4)
    assert d.chars(wolf).has("Vigilance")


def _tempting_wurm_with_curse(time_of_day: str) -> Driver:
    """Player 0's Tempting Wurm enters; player 1 puts Curse of Leeches (daybound, "Enchant
    player"; back face the creature Leeching Lurker) from their hand onto the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm")
    s.hand(1, "Curse of Leeches")
    s.day_night(time_of_day)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()  # its enters trigger
    d.expect("choose_cards")
    d.choose(d.find("Curse of Leeches", zone="hand"))
    return d


def test_a_daybound_curse_put_onto_the_battlefield_at_night_enchants_nothing() -> None:
    """CR 702.145b, 303.4f: at night Curse of Leeches enters transformed, as the creature
    Leeching Lurker: no Aura enters, so its controller isn't asked what it enchants."""
    d = _tempting_wurm_with_curse("night")
    assert d.decision.kind == "priority" and not d.state.stack
    lurker = d.find("Curse of Leeches")
    assert d.chars(lurker).name == "Leeching Lurker"
    assert d.chars(lurker).controller == 1
    assert d.state.objects[lurker].attached_to is None


def test_a_daybound_curse_put_onto_the_battlefield_by_day_enchants_the_player_chosen() -> None:
    """CR 303.4f: by day Curse of Leeches enters front face up, an Aura; the player it enters
    under chooses the player it enchants."""
    d = _tempting_wurm_with_curse("day")
    d.expect("choose_option")
    d.choose(0)
    curse = d.find("Curse of Leeches")
    assert d.chars(curse).name == "Curse of Leeches"
    assert d.state.objects[curse].attached_to == 0


def _copy_enchantment(*mine: str, theirs: tuple[str, ...] = ("Glory Seeker",)) -> Driver:
    """Player 0 casts Copy Enchantment (``tests.reference_cards``: "You may have Copy
    Enchantment enter the battlefield as a copy of any enchantment on the battlefield.") with
    Improvised Armor ("Enchant creature", "Enchanted creature gets +2/+5") on player 1's first
    creature, and chooses the Armor as it resolves."""
    from tests.reference_cards import COPY_ENCHANTMENT
    assert COPY_ENCHANTMENT
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3, *mine)
    s.hand(0, "Copy Enchantment")
    for i, name in enumerate(theirs):
        s.battlefield(1, name, label=f"o{i}")
    s.battlefield(1, "Improvised Armor", attached_to="o0")
    d = Driver(s.build())
    d.cast(0, "Copy Enchantment")
    d.resolve()
    d.choose(d.find("Improvised Armor"))
    return d


def test_303_4f_a_spell_entering_as_a_copy_of_an_aura_enchants_what_its_player_chooses() -> None:
    """CR 303.4f, 707.2, 614.1c: Copy Enchantment isn't an Aura spell, so it has no target;
    entering as a copy of Improvised Armor it is an Aura entering other than by resolving as an
    Aura spell, and its controller chooses what it enchants as it enters, among the creatures
    its enchant ability allows: Gigapede has shroud, but nothing is targeted, so it may be
    chosen. Gigapede (6/1) gets +2/+5 and Glory Seeker keeps the original's +2/+5 only."""
    d = _copy_enchantment("Gigapede")
    dec = d.expect("choose_option")
    assert dec.player == 0 and dec.prompt == "Choose what it enchants"
    gigapede, seeker = d.find("Gigapede"), d.find("Glory Seeker")
    assert {a.value for a in dec.actions} == {gigapede, seeker}
    d.choose(gigapede)
    d.expect("priority")
    copy = d.find("Copy Enchantment", zone="battlefield")
    assert d.chars(copy).name == "Improvised Armor"
    assert d.state.objects[copy].attached_to == gigapede
    assert (d.chars(gigapede).power, d.chars(gigapede).toughness) == (8, 6)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 7)


def test_303_4f_a_copy_of_an_aura_with_one_creature_to_enchant_enchants_it() -> None:
    """CR 303.4f, 707.2: with Glory Seeker the only creature, the copy of Improvised Armor
    enters attached to it; both Auras apply: a 6/12 Glory Seeker."""
    d = _copy_enchantment()
    d.expect("priority")
    seeker = d.find("Glory Seeker")
    copy = d.find("Copy Enchantment", zone="battlefield")
    assert d.state.objects[copy].attached_to == seeker and d.chars(copy).controller == 0
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (6, 12)



def test_303_4g_a_spell_entering_as_a_copy_of_an_aura_with_no_host_goes_to_the_graveyard() -> None:
    """CR 303.4g, 707.2: player 1's Strangling Grasp (Vengeful Strangler's back face, "Enchant
    creature or planeswalker an opponent controls") enchants player 0's Elvish Warrior. Copy
    Enchantment, cast by player 0 after Rite of Harmony ("Whenever a creature or enchantment
    enters the battlefield under your control this turn, draw a card"), would enter as a copy
    of it, but player 1 controls no creature or planeswalker: with nothing it could enchant,
    the Aura entering from the stack is put into its owner's graveyard instead of entering, so
    Rite of Harmony's ability doesn't trigger."""
    from tests.reference_cards import COPY_ENCHANTMENT
    assert COPY_ENCHANTMENT
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3, "Forest", "Plains")
    s.battlefield(0, "Elvish Warrior", label="warrior")
    s.hand(0, "Rite of Harmony", "Copy Enchantment")
    s.library(0, "Island", "Island")
    s.battlefield(1, "Vengeful Strangler", transformed=True, attached_to="warrior")
    d = Driver(s.build())
    d.cast(0, "Rite of Harmony")
    d.resolve()
    d.cast(0, "Copy Enchantment")
    d.resolve()
    grasp = d.find("Vengeful Strangler")
    assert d.chars(grasp).name == "Strangling Grasp"
    d.choose(grasp)
    d.expect("priority")
    assert d.zone_of("Copy Enchantment") == "graveyard"
    assert not d.state.stack and len(d.state.players[0].hand) == 0
    moved = [e for e in d.game.view(0)["log"] if e["kind"] == "zone_change"
             and e.get("card") == "Copy Enchantment"]
    assert [(e["from"], e["to"], e.get("rule")) for e in moved] == \
        [("stack", "graveyard", "303.4g")]
    assert d.state.objects[grasp].attached_to == d.find("Elvish Warrior")


def test_303_4f_a_copy_of_an_aura_enchanting_what_an_opponent_controls_is_its_players() -> None:
    """CR 303.4f, 707.2, 109.5: Copy Enchantment entering as a copy of player 1's Strangling
    Grasp ("Enchant creature or planeswalker an opponent controls") may enchant only a creature
    an opponent of its own player controls: player 1's Glory Seeker or Krosan Tusker, not
    player 0's Elvish Warrior the original enchants. In player 0's upkeep the copy's ability
    makes the Tusker's controller, player 1, sacrifice a nonland permanent and lose 1 life."""
    from tests.reference_cards import COPY_ENCHANTMENT
    assert COPY_ENCHANTMENT
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3)
    s.battlefield(0, "Elvish Warrior", label="warrior")
    s.hand(0, "Copy Enchantment")
    s.battlefield(1, "Vengeful Strangler", transformed=True, attached_to="warrior")
    s.battlefield(1, "Glory Seeker", "Krosan Tusker")
    for p in (0, 1):
        s.library(p, *["Island"] * 4)
    d = Driver(s.build())
    d.cast(0, "Copy Enchantment")
    d.resolve()
    d.choose(d.find("Vengeful Strangler"))
    tusker, seeker = d.find("Krosan Tusker"), d.find("Glory Seeker")
    assert {a.value for a in d.expect("choose_option").actions} == {seeker, tusker}
    d.choose(tusker)
    copy = d.find("Copy Enchantment", "battlefield")
    assert d.state.objects[copy].attached_to == tusker and d.chars(copy).controller == 0
    _pass_to_sacrifice(d)
    # player 1's upkeep (turn 4): the original's ability, player 0 sacrifices
    assert (d.state.turn, d.decision.player) == (4, 0)
    d.choose(d.find("Elvish Warrior"))
    _pass_to_sacrifice(d)
    assert (d.state.turn, d.decision.player) == (5, 1)
    assert d.life(0) == 19
    d.choose(seeker)
    d.resolve_all()
    assert d.life(1) == 19 and d.zone_of("Glory Seeker") == "graveyard"


def _pass_to_sacrifice(d: Driver) -> None:
    """Pass priority, declaring no attacker or blocker, until a player is to sacrifice."""
    while d.decision.kind != "sacrifice":
        if d.decision.kind == "declare_attackers":
            d.attack([])
        elif d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()


def test_303_4f_a_copy_of_an_aura_is_attached_as_it_enters_so_its_enters_trigger_sees_it(
) -> None:
    """CR 303.4f, 707.2, 603.6a: Copy Enchantment enters as a copy of Howl of the Hunt (on
    Glory Seeker), attached to its player's tapped Bounding Wolf, chosen as it enters; its
    copied "When [this] enters, if enchanted creature is a Wolf or Werewolf, untap that
    creature" sees the Wolf enchanted and untaps it: a 5/4 with vigilance."""
    from tests.reference_cards import COPY_ENCHANTMENT
    assert COPY_ENCHANTMENT
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3)
    s.battlefield(0, "Bounding Wolf", tapped=True)
    s.hand(0, "Copy Enchantment")
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(1, "Howl of the Hunt", attached_to="seeker")
    d = Driver(s.build())
    d.cast(0, "Copy Enchantment")
    d.resolve()
    d.choose(d.find("Howl of the Hunt"))
    wolf = d.find("Bounding Wolf")
    d.choose(wolf)
    assert len(d.state.stack) == 1  # the copied enters trigger
    d.resolve_all()
    assert not d.state.objects[wolf].tapped
    assert (d.chars(wolf).power, d.chars(wolf).toughness) == (5, 4)
    assert d.chars(wolf).has("Vigilance")


def test_303_4f_a_copy_of_grafted_identity_takes_the_creature_it_is_put_on() -> None:
    """CR 303.4f, 707.2, 613.1b: Copy Enchantment, cast for its own cost (no creature
    sacrificed: Grafted Identity's additional cost is a cost to cast that spell, CR 601.2f),
    enters as a copy of player 1's Grafted Identity attached to player 1's Krosan Tusker, as
    its player chooses: player 0 controls the Tusker, a 7/6; Glory Seeker, under the original,
    stays player 1's."""
    from tests.reference_cards import COPY_ENCHANTMENT
    assert COPY_ENCHANTMENT
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3)
    s.hand(0, "Copy Enchantment")
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(1, "Krosan Tusker")
    s.battlefield(1, "Grafted Identity", attached_to="seeker")
    d = Driver(s.build())
    d.cast(0, "Copy Enchantment")
    d.resolve()
    d.choose(d.find("Grafted Identity"))
    tusker, seeker = d.find("Krosan Tusker"), d.find("Glory Seeker")
    assert {a.value for a in d.expect("choose_option").actions} == {seeker, tusker}
    d.choose(tusker)
    c = d.chars(tusker)
    assert (c.controller, c.power, c.toughness) == (0, 7, 6)
    assert d.chars(seeker).controller == 1
    assert len(d.state.players[0].graveyard) == 0
