"""The scenario builder: every option builds a position that then plays as if it had arisen in
play, and a position that can't exist is a ScenarioError naming the problem, with nothing built.

Attachments (CR 301.5, 303.4, 704.5m), "as enters" choices (614.12), marked damage (120.3e,
704.5g), owner and controller (108.3, 110.2), face-down (708), phasing (702.26), counters (122),
summoning sickness (302.6), spells on the stack with their choices (601.2b–d, 608).
"""

from __future__ import annotations

from typing import Any

import pytest

from manastack.decisions.actions import CastSpell, DeclareAttacker, DeclareBlocker, SpecialAction
from manastack.game import Game
from manastack.game_document import GameDocumentError
from manastack.scenario import Scenario, ScenarioError
from manastack.state.steps import Step
from manastack.testing import Driver


def _round_trip(game: Game) -> None:
    again = Game.from_json(game.to_json())
    assert again.fingerprint() == game.fingerprint()


# -- attachments ----------------------------------------------------------------------------
def test_aura_built_attached_changes_its_creature_and_falls_off_when_the_creature_leaves() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker")
    s.battlefield(0, "Mythic Proportions", attached_to="Glory Seeker")
    s.battlefield(0, "Plains")
    s.hand(0, "Swords to Plowshares")
    game = s.build()
    _round_trip(game)
    d = Driver(game)
    seeker = d.find("Glory Seeker")
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (10, 10) and c.has("Trample")
    d.cast(0, "Swords to Plowshares", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.zone_of("Mythic Proportions") == "graveyard"  # CR 704.5m


def test_aura_on_a_creature_that_dies_goes_to_its_owners_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(0, "Pacifism", attached_to="seeker")
    s.stack(0, "Shock", targets=["seeker"])
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)]
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.find("Pacifism", "graveyard", player=0)
    assert seeker not in d.state.battlefield


def test_equipment_built_attached_stays_on_the_battlefield_when_its_creature_dies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", damage=1)
    s.battlefield(0, "Hedgewitch's Mask", attached_to="Glory Seeker")
    s.stack(1, "Shock", targets=["Glory Seeker"])
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    mask = d.find("Hedgewitch's Mask", "battlefield")
    assert d.state.objects[mask].attached_to is None  # CR 704.5n


def test_curse_attached_to_a_player_with_its_chosen_card_name() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Curse of Silence", attached_to=1, chosen={"card_name": "Shock"})
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    game = s.build()
    _round_trip(game)
    d = Driver(game)
    shock = d.find("Shock", "hand")
    # Shock costs {2} more for the enchanted player: {2}{R} with two lands is not castable.
    assert CastSpell(shock, "normal") not in d.game.legal_actions()
    s2 = Scenario(seed=1)
    s2.battlefield(0, "Curse of Silence", attached_to=1, chosen={"card_name": "Swords to Plowshares"})
    s2.battlefield(1, "Mountain", "Mountain")
    s2.hand(1, "Shock")
    s2.at("precombat_main", active=1)
    d2 = Driver(s2.build())
    assert CastSpell(d2.find("Shock", "hand"), "normal") in d2.game.legal_actions()


def test_aura_back_face_attached_when_built_transformed() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker")
    s.battlefield(0, "Vengeful Strangler", transformed=True, attached_to="Glory Seeker")
    d = Driver(s.build())
    grasp = d.find("Strangling Grasp", "battlefield")
    assert d.state.objects[grasp].attached_to == d.find("Glory Seeker")


# -- choices, damage, owner, counters, sickness ------------------------------------------------
def test_chosen_creature_type_is_used_by_the_permanent() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Cover of Darkness", chosen={"creature_type": "Goblin"})
    s.battlefield(0, "Goblin Sledder", "Glory Seeker")
    d = Driver(s.build())
    assert d.chars(d.find("Goblin Sledder")).has("Fear")
    assert not d.chars(d.find("Glory Seeker")).has("Fear")


def test_noted_life_total_is_compared_at_upkeep() -> None:
    s = Scenario(seed=1, life=20)
    s.battlefield(0, "Sigarda's Splendor", chosen={"noted_life": 25})
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Plains", "Plains", "Plains")
    s.at("end", active=1, turn=3)
    d = Driver(s.build())
    d.pass_until("draw", turn=4)
    # 20 < 25: the upkeep ability draws nothing, then notes 20.
    assert len(d.state.players[0].hand) == 1
    splendor = d.find("Sigarda's Splendor", "battlefield")
    assert d.state.objects[splendor].chosen["noted_life"] == 20


def test_creature_built_with_lethal_damage_dies_at_the_first_state_based_action_check() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", damage=2)
    s.battlefield(0, "Unruly Mob")
    d = Driver(s.build())
    assert d.zone_of("Glory Seeker") == "graveyard"  # CR 704.5g
    d.resolve()  # Unruly Mob's trigger: it died as in play
    assert d.state.objects[d.find("Unruly Mob")].counters == {"+1/+1": 1}


def test_damage_marked_short_of_lethal_stays_until_cleanup() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker", damage=1)
    s.stack(0, "Fever Charm", modes=[1], targets=["Glory Seeker"])
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert [o["damage"] for o in d.game.view(0)["battlefield"]] == [1]
    d.resolve()
    assert d.chars(seeker).power == 4


def test_owner_other_than_controller() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", owner=1)
    s.stack(1, "Shock", targets=["Glory Seeker"])
    game = s.build()
    _round_trip(game)
    d = Driver(game)
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).controller == 0 and d.state.objects[seeker].owner == 1
    d.resolve()
    assert d.find("Glory Seeker", "graveyard", player=1)  # CR 404.2: its owner's graveyard


def test_counters_of_any_kind() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 2, "plague": 1})
    s.exile(1, "Shock", counters={"time": 3})
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)
    assert d.state.objects[seeker].counters == {"+1/+1": 2, "plague": 1}
    assert d.state.objects[d.find("Shock", "exile")].counters == {"time": 3}


def test_summoning_sick_creature_cant_attack() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", sick=True)
    s.battlefield(0, "Goblin Sledder")
    d = Driver(s.build())
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert attackers == {d.find("Goblin Sledder")}


def test_phased_out_permanent_and_its_aura_phase_in_together() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker", phased_out=True)
    s.battlefield(0, "Pacifism", attached_to="Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    game = s.build()
    _round_trip(game)
    d = Driver(game)
    seeker, pacifism = d.find("Glory Seeker"), d.find("Pacifism")
    assert d.state.objects[seeker].phased_out and d.state.objects[pacifism].phased_out
    d.pass_until("upkeep", turn=4)  # player 1's untap step: both phase in (CR 702.26g)
    assert not d.state.objects[seeker].phased_out
    assert not d.state.objects[pacifism].phased_out
    assert d.state.objects[pacifism].attached_to == seeker


def test_day_night() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    d = Driver(s.build())
    assert d.state.day_night == "night"


# -- face down --------------------------------------------------------------------------------
def test_face_down_permanent_is_a_2_2_to_the_opponent_and_turns_face_up_for_its_morph_cost(
        ) -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    game = s.build()
    _round_trip(game)
    d = Driver(game)
    lancer = d.find("Daru Lancer")
    seen = [o for o in game.view(1)["battlefield"] if o.get("face_down")]
    assert len(seen) == 1
    assert seen[0]["name"] is None and "card" not in seen[0]
    assert (seen[0]["power"], seen[0]["toughness"]) == (2, 2)
    mine = [o for o in game.view(0)["battlefield"] if o.get("face_down")]
    assert mine[0]["card"] == "Daru Lancer"  # CR 708.5
    assert SpecialAction("turn_face_up", lancer) in d.game.legal_actions()
    d.special(0, "turn_face_up", lancer)
    d.pay()
    c = d.chars(lancer)
    assert c.name == "Daru Lancer" and c.has("First strike")


# -- the stack --------------------------------------------------------------------------------
def test_spell_on_the_stack_resolves_with_its_targets() -> None:
    s = Scenario(seed=1)
    s.stack(0, "Shock", targets=[1])
    s.at("precombat_main", active=0, priority=1)
    game = s.build()
    _round_trip(game)
    d = Driver(game)
    assert d.decision.player == 1
    d.resolve()
    assert d.life(1) == 18
    assert d.find("Shock", "graveyard", player=0)


def test_spells_stack_in_order_and_a_response_resolves_first() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker")
    s.stack(0, "Shock", targets=["Glory Seeker"])
    s.stack(1, "Fever Charm", modes=[1], targets=["Glory Seeker"])
    d = Driver(s.build())
    d.resolve()  # the Charm: +2/+0 only
    assert d.zone_of("Glory Seeker") == "battlefield"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_spell_with_x_and_divided_spell() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="a")
    s.battlefield(0, "Glory Seeker", label="b")
    s.battlefield(1, "Goblin Sledder")
    s.stack(1, "Wave of Indifference", x=2, targets=[["a", "b"]])
    s.stack(0, "Defend the Celestus", targets=[["a", "b"]], division=[2, 1])
    s.at("precombat_main", active=1, priority=0)
    game = s.build()
    _round_trip(game)
    d = Driver(game)
    a, b = d.ids("Glory Seeker")
    d.resolve_all()
    assert d.state.objects[a].counters == {"+1/+1": 2}
    assert d.state.objects[b].counters == {"+1/+1": 1}


def test_face_down_spell_on_the_stack_resolves_as_a_face_down_creature() -> None:
    s = Scenario(seed=1)
    s.stack(0, "Daru Lancer", method="face_down")
    d = Driver(s.build())
    d.resolve()
    lancer = d.find("Daru Lancer", "battlefield")
    assert d.state.objects[lancer].face_down
    assert (d.chars(lancer).power, d.chars(lancer).toughness) == (2, 2)


def test_round_trip_after_play() -> None:
    s = Scenario(seed=4)
    s.battlefield(1, "Glory Seeker", damage=1, label="s")
    s.battlefield(0, "Hedgewitch's Mask", attached_to="s", tapped=True)
    s.stack(0, "Shock", targets=["s"])
    game = s.build()
    Driver(game).resolve()
    _round_trip(game)


# -- positions that can't exist ------------------------------------------------------------------
def _base() -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.battlefield(1, "Glory Seeker")
    s.graveyard(1, "Goblin Sledder")
    return s


BAD: list[tuple[str, Any, str]] = [
    ("aura on an illegal object", lambda s: s.battlefield(0, "Pacifism", attached_to="Forest"),
     "Pacifism can't enchant Forest"),
    ("aura with nothing to enchant", lambda s: s.battlefield(0, "Pacifism"),
     "Pacifism is an Aura"),
    ("aura on a player", lambda s: s.battlefield(0, "Pacifism", attached_to=1),
     "Pacifism can't enchant player 1"),
    ("curse on an object", lambda s: s.battlefield(0, "Curse of Silence",
                                                   attached_to="Glory Seeker"),
     "Curse of Silence can't enchant Glory Seeker"),
    ("equipment on a player", lambda s: s.battlefield(0, "Hedgewitch's Mask", attached_to=1),
     "Hedgewitch's Mask is an Equipment"),
    ("equipment on a land", lambda s: s.battlefield(0, "Hedgewitch's Mask", attached_to="Forest"),
     "Hedgewitch's Mask can equip only a creature"),
    ("attached to a card in a graveyard",
     lambda s: s.battlefield(0, "Pacifism", attached_to="Goblin Sledder"), "Goblin Sledder"),
    ("a creature attached", lambda s: s.battlefield(0, "Goblin Sledder",
                                                    attached_to="Glory Seeker"),
     "Goblin Sledder can't be attached"),
    ("counter on a card in hand", lambda s: s.hand(0, "Shock", counters={"+1/+1": 1}),
     "can't have counters"),
    ("permanent option in the graveyard", lambda s: s.graveyard(0, "Shock", tapped=True),
     "tapped= applies only to permanents"),
    ("owner in the hand", lambda s: s.hand(0, "Shock", owner=1), "owner= applies only"),
    ("unknown choice", lambda s: s.battlefield(0, "Cover of Darkness", chosen={"color": "blue"}),
     "Cover of Darkness has no \"as enters\" choice 'color'"),
    ("impossible choice", lambda s: s.battlefield(0, "Cover of Darkness",
                                                  chosen={"creature_type": "Plains"}),
     "'Plains' is not a possible creature type"),
    ("a negative X for a permanent with {X} (CR 107.1b)",
     lambda s: s.battlefield(0, "Mikaeus, the Lunarch", chosen={"x": -1}),
     "Mikaeus, the Lunarch: x can't be negative (CR 107.1b), got -1"),
    ("unknown option", lambda s: s.battlefield(0, "Forest", commander=True),
     "unknown option 'commander'"),
    ("damage on a land", lambda s: s.battlefield(0, "Forest", damage=1),
     "isn't a creature"),
    ("transformed without a back face", lambda s: s.battlefield(0, "Forest", transformed=True),
     "no back face"),
    ("face down and transformed",
     lambda s: s.battlefield(0, "Vengeful Strangler", face_down=True, transformed=True),
     "face-down"),
    ("ambiguous reference", lambda s: s.battlefield(1, "Glory Seeker").battlefield(
        0, "Pacifism", attached_to="Glory Seeker"), "give the one meant a label="),
    ("no such player", lambda s: s.battlefield(5, "Forest"), "no such player"),
    ("illegal target", lambda s: s.stack(0, "Shock", targets=["Forest"]),
     "Forest is not a legal target for Shock"),
    ("missing target", lambda s: s.stack(0, "Shock"), "Shock needs 1 target"),
    ("missing mode", lambda s: s.stack(0, "Fever Charm", targets=["Glory Seeker"]),
     "Fever Charm is modal"),
    ("missing x", lambda s: s.stack(0, "Wave of Indifference", targets=[["Glory Seeker"]]),
     "give x="),
    ("x 0 where the way it was cast says X can't be 0",
     lambda s: s.stack(0, "Light Up the Night", x=0, targets=[1], method="flashback"),
     "Light Up the Night: X can't be 0 when it is cast this way"),
    ("bad division", lambda s: s.battlefield(0, "Goblin Sledder", label="g").stack(
        0, "Defend the Celestus", targets=[["g"]], division=[2]),
     "divides 3"),
    ("land on the stack", lambda s: s.stack(0, "Forest"), "Forest is a land"),
    ("instant on the battlefield", lambda s: s.battlefield(0, "Shock"),
     "Shock is an instant: it can't be on the battlefield (CR 304.4, 400.4a)"),
    ("sorcery among permanents", lambda s: s.battlefield(0, "Forest", "Duress"),
     "Duress is a sorcery: it can't be on the battlefield (CR 307.4, 400.4a)"),
    ("flashback without flashback",
     lambda s: s.stack(0, "Shock", targets=["Glory Seeker"], method="flashback"),
     "Shock has no flashback"),
    ("flashback of a creature card with disturb",
     lambda s: s.stack(0, "Baithook Angler", method="flashback"), "has no flashback"),
    ("disturb without a back face",
     lambda s: s.stack(0, "Shock", targets=["Glory Seeker"], method="disturb"),
     "Shock has no back face"),
    ("disturb without disturb", lambda s: s.stack(0, "Bird Admirer", method="disturb"),
     "has no disturb"),
    ("face down without morph", lambda s: s.stack(0, "Glory Seeker", method="face_down"),
     "Glory Seeker has no morph"),
    ("modes that are not numbers", lambda s: s.stack(0, "Fever Charm", modes=["a"],
                                                      targets=["Glory Seeker"]),
     "Fever Charm: modes must be a list of whole numbers, got ['a']"),
    ("a fractional mode", lambda s: s.stack(0, "Fever Charm", modes=[1.5],
                                             targets=["Glory Seeker"]),
     "Fever Charm: modes must be a list of whole numbers"),
    ("modes as a string", lambda s: s.stack(0, "Fever Charm", modes="1",
                                             targets=["Glory Seeker"]),
     "modes must be a list"),
    ("a division that is not numbers", lambda s: s.battlefield(0, "Goblin Sledder", label="g")
     .stack(0, "Defend the Celestus", targets=[["g"]], division=["3"]),
     "Defend the Celestus: division must be a list of whole numbers"),
    ("chosen that is not a dict", lambda s: s.stack(0, "Shock", targets=[1], chosen=[1]),
     "Shock: chosen must be a dict of choices"),
    ("targets as a string", lambda s: s.stack(0, "Shock", targets="Glory Seeker"),
     "Shock: targets must be a list with one entry per target"),
    ("a malformed +1/+1 counter (CR 122.1a)",
     lambda s: s.battlefield(0, "Glory Seeker", label="gs", counters={"+1/1": 1}),
     "'+1/1' is no counter kind"),
    ("a counter kind with spaces", lambda s: s.exile(0, "Shock", counters={" time": 1}),
     "' time' is no counter kind"),
    ("a malformed counter on a token",
     lambda s: s.token(0, "Zombie", counters={"1/+1": 1}), "'1/+1' is no counter kind"),
    ("a huge number of tokens", lambda s: s.token(0, "Zombie", count=10**9),
     "one call places at most 1000"),
    ("a token of an instant card (CR 304.4)", lambda s: s.token(0, "MID:44"),
     "Consider is an instant: it can't be on the battlefield (CR 304.4, 400.4a)"),
]


@pytest.mark.parametrize(("what", "bad", "message"), BAD, ids=[b[0] for b in BAD])
def test_impossible_position_is_an_error_naming_it_and_nothing_is_recorded(
        what: str, bad: Any, message: str) -> None:
    s = _base()
    before = list(s.ops)
    with pytest.raises(ScenarioError, match=None) as err:
        bad(s)
    assert message in str(err.value)
    assert s.ops[:len(before)] == before
    assert len(s.ops) <= len(before) + 1  # at most a valid first call of a chained pair
    s.build()  # what was recorded still builds


def test_loading_checks_the_whole_position_again() -> None:
    """A saved game whose setup was edited into a position that can't exist doesn't load."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    doc = json.loads(s.build().to_json())
    doc["setup"]["scenario"]["ops"][0]["damage"] = 2
    with pytest.raises(GameDocumentError, match="Forest has damage marked but isn't a creature"):
        Game.from_json(json.dumps(doc))


def test_loading_refuses_a_token_edited_into_an_instant() -> None:
    """CR 304.4, 400.4a: a saved game whose token was edited into a copy of an instant card
    doesn't load."""
    import json
    s = Scenario(seed=1)
    s.token(0, "Zombie")
    doc = json.loads(s.build().to_json())
    ops = doc["setup"]["scenario"]["ops"]
    next(op for op in ops if op["op"] == "tokens")["token"] = "MID:44"
    with pytest.raises(GameDocumentError, match="Consider is an instant: it can't be on the "
                                                "battlefield"):
        Game.from_json(json.dumps(doc))


def test_an_instant_face_down_may_be_on_the_battlefield() -> None:
    """CR 400.4, 400.4a refuse a face-up instant or sorcery on the battlefield; face down it has no
    card type (CR 708.2a) and is a 2/2 creature, as a manifested instant would be."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shock", face_down=True)
    d = Driver(s.build())
    c = d.chars(d.find("Shock"))
    assert c.is_creature and (c.power, c.toughness) == (2, 2)


def test_loading_refuses_a_sorcery_put_on_the_battlefield() -> None:
    """CR 307.4, 400.4a: a saved game whose battlefield card was edited into a sorcery doesn't
    load."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    doc = json.loads(s.build().to_json())
    ops = doc["setup"]["scenario"]["ops"]
    ops[0]["cards"] = [Scenario(seed=1).hand(0, "Duress").ops[0]["cards"][0]]
    with pytest.raises(GameDocumentError, match="Duress is a sorcery"):
        Game.from_json(json.dumps(doc))


def test_loading_checks_the_cast_method_of_a_spell_on_the_stack() -> None:
    """CR 702.146a, 712.11a: a saved game whose Bird Admirer spell was edited into one cast
    with disturb (a card without disturb) doesn't load."""
    import json
    s = Scenario(seed=1)
    s.stack(0, "Bird Admirer")
    doc = json.loads(s.build().to_json())
    doc["setup"]["scenario"]["ops"][0]["method"] = "disturb"
    with pytest.raises(GameDocumentError, match="Bird Admirer // Wing Shredder has no disturb"):
        Game.from_json(json.dumps(doc))


def test_at_sets_step_and_priority() -> None:
    s = Scenario(seed=1)
    s.at("upkeep", active=1, turn=5, priority=0)
    d = Driver(s.build())
    assert d.state.step is Step.UPKEEP and d.state.active == 1 and d.decision.player == 0


# -- tokens ---------------------------------------------------------------------------------
def test_tokens_built_on_the_battlefield_are_tokens_that_cease_to_exist_off_it() -> None:
    """CR 111.1-111.2, 111.7, 704.5d: two Clue tokens; one sacrificed to draw a card goes to
    the graveyard and ceases to exist there; the other is still a Clue token (CR 111.4: its
    name is its subtype followed by "Token")."""
    s = Scenario(seed=1).battlefield(0, "Plains", "Plains").library(0, "Island")
    s.token(0, "Clue", 2)
    d = Driver(s.build())
    clues = d.ids("Clue Token")
    assert len(clues) == 2 and all(d.state.objects[x].is_token for x in clues)
    assert d.chars(clues[0]).name == "Clue Token" and "Clue" in d.chars(clues[0]).subtypes
    d.activate(0, clues[0])
    d.resolve()
    assert len(d.state.players[0].hand) == 1
    assert d.ids("Clue Token") == [clues[1]] and not d.state.players[0].graveyard
    _round_trip(d.game)


def test_token_options_label_tapped_counters_sick_and_damage() -> None:
    """A labelled Spirit token (flying) with a +1/+1 counter, tapped; a summoning-sick Zombie
    token (decayed: it can't block, CR 702.147a) with 1 damage marked."""
    s = Scenario(seed=1)
    s.token(0, "Spirit", label="spirit", tapped=True, counters={"+1/+1": 1})
    s.token(1, "TMID:5", sick=True, damage=1)
    s.battlefield(0, "Glory Seeker").battlefield(1, "Glory Seeker")
    s.library(0, "Plains", "Plains").library(1, "Plains", "Plains")
    d = Driver(s.build())
    spirit = d.find("Spirit Token")
    zombie = d.find("Zombie Token")
    assert d.state.objects[spirit].tapped and d.chars(spirit).power == 2
    assert d.chars(spirit).has("Flying")
    assert d.state.objects[zombie].damage == 1 and d.state.objects[zombie].controller == 1
    d.to_combat()
    d.attack([d.find("Glory Seeker", player=0)], defender=1)
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blockers == {d.find("Glory Seeker", player=1)}


@pytest.mark.parametrize(("call", "message"), [
    (lambda s: s.token(0, "Dragon"), "unknown token 'Dragon'"),
    (lambda s: s.token(0, "Wrenn and Seven Emblem"), "emblem"),
    (lambda s: s.token(0, "Clue", 0), "positive integer"),
    (lambda s: s.token(0, "Clue", face_down=True), "face_down"),
    (lambda s: s.token(0, "Clue", 2, label="c"), "one card"),
    (lambda s: s.token(3, "Clue"), "no such player"),
])
def test_a_token_that_cant_be_built_is_refused_with_the_reason(call: Any, message: str) -> None:
    s = Scenario(seed=1)
    with pytest.raises(ScenarioError, match=message):
        call(s)
    assert s.ops == []


@pytest.mark.parametrize(("call", "message"), [
    (lambda s: s.commander(0, "Glory Seeker"),
     "Glory Seeker: a commander must be a legendary creature card (CR 903.3); it isn't "
     "legendary"),
    (lambda s: s.commander(1, "Avacyn's Memorial", zone="battlefield"),
     "Avacyn's Memorial: a commander must be a legendary creature card (CR 903.3); it is a "
     "Legendary Artifact"),
    (lambda s: s.stack(0, "Liliana, Death's Majesty", method="commander", commander=True),
     "Liliana, Death's Majesty: a commander must be a legendary creature card"),
])
def test_903_3_a_card_that_cant_be_a_commander_is_refused_naming_it(call: Any,
                                                                    message: str) -> None:
    """CR 903.3: a commander is a legendary creature card (or one that says it can be your
    commander); a nonlegendary creature, a legendary artifact or a legendary planeswalker
    is refused, in any zone and as a spell, with the card and the reason named, and nothing
    is recorded: the scenario still builds without it."""
    s = Scenario(format="commander", seed=1)
    s.battlefield(0, "Forest")
    before = list(s.ops)
    with pytest.raises(ScenarioError) as err:
        call(s)
    assert message in str(err.value)
    assert s.ops == before
    assert s.build().state.command == []


@pytest.mark.parametrize("name", ["Leinore, Autumn Sovereign", "Wilhelt, the Rotcleaver"])
def test_903_3_the_precon_commanders_are_accepted(name: str) -> None:
    """The Midnight Hunt Commander decks' commanders (legendary creatures) are commanders."""
    s = Scenario(format="commander", seed=1)
    s.commander(0, name)
    g = s.build()
    [cmdr] = g.state.command
    assert g.card(cmdr).name == name
